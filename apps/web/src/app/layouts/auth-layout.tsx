import { Link, Outlet } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';

/** Login and register: a calm, centred card on the brand colour. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-navy-900 to-teal-700">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-2 px-4 py-3 text-white">
        <Link to="/" className="flex h-11 shrink-0 items-center gap-2 whitespace-nowrap font-bold">
          <Logo />
          {t('productName')}
        </Link>
        <LanguageMenu />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        <Outlet />
      </main>
    </div>
  );
}
