import { href } from '@academy/contracts/app-routes';
import { Link, useNavigate } from 'react-router';
import { ChevronDownIcon } from '../../components/ui/icons';
import { useMenuButton } from '../../components/ui/use-menu-button';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';

const itemClass = 'block w-full px-4 py-3 text-left text-sm hover:bg-surface';

/** One page of the menu; choosing it closes the menu. */
function MenuLink({ to, onClose, children }: { to: string; onClose(): void; children: string }) {
  return (
    <li role="none">
      <Link role="menuitem" to={to} className={itemClass} onClick={onClose}>
        {children}
      </Link>
    </li>
  );
}

/**
 * The signed-in user's email with Profile, My learning, Teach (for teachers: the workspace says
 * when an account is not linked to a profile yet), Admin (for admins) and Logout.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, isAdmin, logout } = useSession();
  const navigate = useNavigate();
  const menu = useMenuButton();

  if (!user) return null;

  async function handleLogout() {
    menu.close();
    // Leave first: signing out on a members' page would otherwise send its guard to the login
    // page, with that page as the place to come back to.
    navigate('/');
    await logout();
  }

  return (
    <div className="relative" {...menu.containerProps}>
      <button
        {...menu.buttonProps}
        aria-label={t('nav.userMenu', { email: user.email })}
        className="inline-flex h-11 max-w-[12rem] items-center gap-1 rounded-lg px-2 text-sm font-medium text-white/90 hover:bg-white/10"
      >
        <span className="truncate">{user.email}</span>
        <ChevronDownIcon width={16} height={16} />
      </button>
      {menu.isOpen && (
        <ul
          {...menu.menuProps}
          className="absolute right-0 z-30 mt-2 w-44 rounded-lg bg-white py-1 text-ink shadow-lg ring-1 ring-black/5"
        >
          <MenuLink to={href('profile')} onClose={menu.close}>
            {t('nav.profile')}
          </MenuLink>
          <MenuLink to={href('myLearning')} onClose={menu.close}>
            {t('titles.myLearning')}
          </MenuLink>
          {user.role === 'teacher' && (
            <MenuLink to={href('teach')} onClose={menu.close}>
              {t('nav.teach')}
            </MenuLink>
          )}
          {isAdmin && (
            <MenuLink to={href('admin')} onClose={menu.close}>
              {t('nav.admin')}
            </MenuLink>
          )}
          <li role="none">
            <button type="button" role="menuitem" className={itemClass} onClick={handleLogout}>
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
