import { href } from '@academy/contracts/app-routes';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n';
import { useUnreadCount } from '../api/notifications';

/**
 * The bell's icon lives with the bell, not in the UI kit: the kit ships with every public page,
 * and only signed-in users ever load the bell.
 */
function BellIcon() {
  return (
    <Icon>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </Icon>
  );
}

/** How the badge writes a count: never more than two digits wide. */
const badgeCount = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The navbar's bell: a link to the inbox with the unread count. It is its own lazy chunk, loaded
 * only for signed-in users, so public pages carry none of it.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const unread = useUnreadCount().data?.unread ?? 0;
  return (
    <Link
      to={href('notifications')}
      aria-label={unread > 0 ? t('bellUnread', { count: unread }) : t('bell')}
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-white/90 hover:bg-white/10 hover:text-white"
    >
      <BellIcon />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-gold-500 px-1 text-center text-xs font-bold leading-5 text-navy-950"
        >
          {badgeCount(unread)}
        </span>
      )}
    </Link>
  );
}
