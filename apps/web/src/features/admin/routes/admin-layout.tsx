import { adminPath, adminSections } from '@academy/contracts/app-routes';
import type { Locale } from '@academy/contracts/rules';
import {
  App,
  Button,
  ConfigProvider,
  Drawer,
  Grid,
  Layout,
  Menu,
  type MenuProps,
  Segmented,
  Typography,
} from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { MenuIcon } from '../../../components/ui/icons';
import { changeLocale, useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';

const locales: Locale[] = ['zh', 'en'];

/**
 * 中文 | English for the admin area: the app's language (texts, dates, antd's own strings) in this
 * browser only. The profile's saved language, which the next login restores, stays as it is.
 */
function AdminLanguageSwitch() {
  const { t, locale } = useTranslation('admin');
  return (
    <Segmented<Locale>
      aria-label={t('language.label')}
      value={locale}
      onChange={(target) => void changeLocale(target)}
      options={locales.map((target) => ({
        value: target,
        label: (
          <span lang={target === 'zh' ? 'zh-CN' : 'en'}>{t(`common:language.${target}`)}</span>
        ),
      }))}
    />
  );
}

/** The sections, from the route table; the current one is selected. */
function AdminMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items: MenuProps['items'] = adminSections.map((section) => ({
    key: adminPath(section),
    label: t(`menu.${section}`),
  }));
  return (
    <Menu
      mode="inline"
      aria-label={t('menu.label')}
      selectedKeys={[pathname.replace(/\/$/, '') || '/admin']}
      items={items}
      onClick={({ key }) => {
        onNavigate();
        navigate(key);
      }}
    />
  );
}

/** The language, the way back to the site and logging out. */
function AccountControls() {
  const { t } = useTranslation('admin');
  const { logout } = useSession();
  const navigate = useNavigate();
  async function handleLogout() {
    await logout();
    navigate('/', { replace: true });
  }
  return (
    <>
      <AdminLanguageSwitch />
      <Link
        to="/"
        className="inline-flex min-h-11 items-center whitespace-nowrap text-sm font-semibold text-teal-700 hover:underline"
      >
        {t('backToSite')}
      </Link>
      <Button onClick={handleLogout}>{t('logout')}</Button>
    </>
  );
}

/** antd in the reader's language and the academy's colours; controls grow to 44 px on phones. */
function AdminTheme({ children }: { children: ReactNode }) {
  const { locale } = useTranslation('admin');
  // Below 768 px the admin is used by thumb: every control grows to 44 px.
  const isTouchWidth = !Grid.useBreakpoint().md;
  return (
    <ConfigProvider
      locale={locale === 'en' ? enUS : zhCN}
      button={{ autoInsertSpace: false }}
      // A narrow table scrolls sideways in its box rather than break a Chinese word per character.
      table={{ className: 'break-keep' }}
      theme={{
        token: {
          colorPrimary: '#0b2545',
          fontFamily: 'inherit',
          ...(isTouchWidth ? { controlHeight: 44 } : {}),
        },
        // The menu is tapped on phones: rows a thumb can hit (44 px).
        components: { Menu: { itemHeight: 44 } },
      }}
    >
      <App>{children}</App>
    </ConfigProvider>
  );
}

/** The bar above a section: the menu button and title below 1024 px, the account controls. */
function AdminHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation('admin');
  return (
    // Controls a thumb can hit (44 px) wherever the header is.
    <ConfigProvider theme={{ token: { controlHeight: 44 } }}>
      <Layout.Header className="flex items-center gap-4 !bg-white !px-4 shadow-sm">
        <Button
          className="shrink-0 lg:!hidden"
          aria-label={t('openMenu')}
          icon={<MenuIcon />}
          onClick={onOpenMenu}
        />
        <Typography.Text strong className="whitespace-nowrap lg:hidden">
          {t('title')}
        </Typography.Text>
        {/* In the header from 640 px; on a phone they would push the title off the bar, so the
            drawer holds them below the menu instead. */}
        <div className="ml-auto hidden shrink-0 items-center gap-2 sm:flex">
          <AccountControls />
        </div>
      </Layout.Header>
    </ConfigProvider>
  );
}

/** The admin shell (a lazy chunk: antd and its zh_CN / en_US packs never reach public pages). */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const closeDrawer = () => setIsDrawerOpen(false);
  return (
    <AdminTheme>
      <Layout className="min-h-screen">
        <Layout.Sider
          breakpoint="lg"
          collapsedWidth={0}
          trigger={null}
          width={232}
          theme="light"
          className="hidden border-r border-slate-200 lg:block"
        >
          <div className="px-6 py-5 text-lg font-bold text-navy-900">{t('title')}</div>
          <AdminMenu onNavigate={closeDrawer} />
        </Layout.Sider>
        <Drawer
          open={isDrawerOpen}
          onClose={closeDrawer}
          placement="left"
          title={t('title')}
          size={260}
          styles={{ close: { width: 44, height: 44 } }}
        >
          <AdminMenu onNavigate={closeDrawer} />
          <div className="mt-4 flex flex-col items-start gap-3 border-t border-slate-200 px-4 pt-4 sm:hidden">
            <AccountControls />
          </div>
        </Drawer>
        <Layout>
          <AdminHeader onOpenMenu={() => setIsDrawerOpen(true)} />
          <Layout.Content className="p-4 sm:p-8">
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </AdminTheme>
  );
}
