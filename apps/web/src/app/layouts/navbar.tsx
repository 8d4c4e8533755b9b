import { href } from '@academy/contracts/app-routes';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { CloseIcon, CoinIcon, MenuIcon } from '../../components/ui/icons';
import { type TFunction, useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { siteLinks } from './site-links';

// Signed-in users only, in chunks of their own: no public page's initial JS carries the inbox
// or the account menu.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
/** The account menu's place while its chunk arrives: the size of its button, so nothing moves. */
const userMenuPlace = <span className="inline-block h-11 w-11" />;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-2.5 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-white/15 text-white' : 'text-white/85 hover:bg-white/10 hover:text-white'
  }`;

/** The site's links; in the phone menu each is a full-width row a thumb can hit (44 px). */
function SiteNavLinks({ extra = '' }: { extra?: string }) {
  const { t } = useTranslation();
  return siteLinks.map((link) => (
    <NavLink
      key={link.to}
      to={link.to}
      end={link.to === '/'}
      className={(state) => `${linkClass(state)} ${extra}`}
    >
      {t(`nav.${link.key}`)}
    </NavLink>
  ));
}

/** The bar's right side for a signed-in user: the bell, the points and the account menu. */
function SignedInControls({ points }: { points: number }) {
  const { t } = useTranslation();
  return (
    <>
      <Suspense fallback={null}>
        <NotificationBell />
      </Suspense>
      <Link
        to={href('profile')}
        aria-label={t('nav.pointsLabel', { points })}
        className="inline-flex h-11 items-center gap-1 whitespace-nowrap rounded-lg px-2 text-sm font-semibold text-gold-500 hover:bg-white/10"
      >
        <CoinIcon />
        <span aria-hidden="true">{t('nav.points', { count: points })}</span>
      </Link>
      {/* The account's address takes the most room: the menu holds it below 768 px. */}
      <div className="hidden md:block">
        <Suspense fallback={userMenuPlace}>
          <UserMenu />
        </Suspense>
      </div>
    </>
  );
}

/** Sign in and sign up, each styled for where it stands. */
const guestLinks = (t: TFunction, loginClassName: string, registerClassName: string) => (
  <>
    <Link to={href('login')} className={loginClassName}>
      {t('nav.login')}
    </Link>
    <Link to={href('register')} className={registerClassName}>
      {t('nav.register')}
    </Link>
  </>
);

/** The bar's right side for a guest: sign in and sign up. */
function GuestControls() {
  const { t } = useTranslation();
  return (
    <div className="hidden items-center gap-2 sm:flex">
      {guestLinks(
        t,
        'inline-flex h-11 items-center whitespace-nowrap rounded-lg px-3 text-sm font-semibold text-white hover:bg-white/10',
        buttonClasses(
          'primary',
          'whitespace-nowrap !bg-gold-500 !text-navy-950 hover:!bg-gold-500/90',
        ),
      )}
    </div>
  );
}

/** The collapsed links below 1280 px, with what the bar has no room for on a narrow screen. */
function MobileMenu({ isSignedIn, onClose }: { isSignedIn: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <nav
      id="mobile-menu"
      aria-label={t('nav.main')}
      className="border-t border-white/10 px-4 pb-4 xl:hidden"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="flex flex-col gap-1 pt-2">
        <SiteNavLinks extra="flex min-h-11 items-center" />
      </div>
      <div
        className={`mt-3 flex items-center gap-2 border-t border-white/10 pt-3 ${
          isSignedIn ? 'md:hidden' : 'sm:hidden'
        }`}
      >
        {isSignedIn ? (
          <>
            <Suspense fallback={userMenuPlace}>
              <UserMenu />
            </Suspense>
            {/* At the right end, so its list opens inside the screen. */}
            <div className="ml-auto sm:hidden">
              <LanguageMenu />
            </div>
          </>
        ) : (
          guestLinks(
            t,
            'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold hover:bg-white/10',
            'inline-flex min-h-11 items-center rounded-lg bg-gold-500 px-3 text-sm font-semibold text-navy-950',
          )
        )}
      </div>
    </nav>
  );
}

/**
 * Logo, links, language, points and account. The links collapse into a menu below 1280 px, where
 * a signed-in English bar no longer holds them on one line.
 */
export function Navbar() {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (path change) closes the mobile menu.
  useEffect(() => {
    setIsMenuOpen(false);
  }, [location.pathname]);

  return (
    <header className="sticky top-0 z-20 bg-navy-900 text-white shadow-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <Link
          to="/"
          className="flex h-11 shrink-0 items-center gap-2 font-bold"
          aria-label={t('productName')}
        >
          <Logo />
          {/* The name never wraps; a signed-in bar below 360 px has room for the mark only. */}
          <span className={`whitespace-nowrap text-lg ${user ? 'max-[359px]:hidden' : ''}`}>
            {t('productName')}
          </span>
        </Link>
        <nav aria-label={t('nav.main')} className="ml-4 hidden items-center gap-0.5 xl:flex">
          <SiteNavLinks />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          {/* A signed-in phone bar holds the bell, the points and the menu; the language waits in the menu. */}
          <div className={user ? 'hidden sm:block' : undefined}>
            <LanguageMenu />
          </div>
          {user ? <SignedInControls points={user.available_points} /> : <GuestControls />}
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-white/10 xl:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      {isMenuOpen && <MobileMenu isSignedIn={user !== null} onClose={() => setIsMenuOpen(false)} />}
    </header>
  );
}
