import type { Notification } from '@academy/contracts/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ListEmptyState, Pagination } from '../../../components/ui/pagination';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { NOTIFICATIONS_PAGE_SIZE, useMarkRead, useNotifications } from '../api/notifications';
import { notificationMessage } from './notification-message';

/** One notification: what happened, when, a way to the thing, and "mark as read" while unread. */
function NotificationItem({ notification }: { notification: Notification }) {
  const { t, locale } = useTranslation('notifications');
  const markRead = useMarkRead();
  const message = notificationMessage(notification, t, locale);
  const isUnread = notification.read_at === null;
  const handleRead = () => {
    if (isUnread) markRead.mutate({ ids: [notification.id] });
  };
  const headingId = `notification-${notification.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={`rounded-xl border p-4 ${isUnread ? 'border-teal-700/40 bg-teal-50/60' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 font-semibold text-navy-900">
          {isUnread && (
            <span className="inline-block h-2 w-2 shrink-0 rounded-full bg-teal-700">
              <span className="sr-only">{t('unread')}</span>
            </span>
          )}
          {message.title}
        </h2>
        <time dateTime={notification.created_at} className="text-sm text-muted">
          {formatDateTime(notification.created_at, locale)}
        </time>
      </div>
      <p className="mt-1 break-words">{message.body}</p>
      {message.note && <p className="mt-1 text-sm text-muted">{message.note}</p>}
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link
          to={message.action.to}
          onClick={handleRead}
          className="text-sm font-semibold text-teal-700 hover:underline"
        >
          {message.action.label}
        </Link>
        {isUnread && (
          <button
            type="button"
            onClick={handleRead}
            disabled={markRead.isPending}
            className="text-sm text-muted hover:text-navy-900 hover:underline"
            aria-describedby={headingId}
          >
            {t('markRead')}
          </button>
        )}
      </div>
    </li>
  );
}

/** The learner's inbox, newest first, a page at a time, with "mark all as read". */
export function NotificationList() {
  const { t } = useTranslation('notifications');
  const [page, setPage] = useState(1);
  const notifications = useNotifications(page);
  const markRead = useMarkRead();

  if (notifications.isPending) return <LoadingState />;
  if (notifications.isError) {
    return <ErrorState message={t('error')} onRetry={() => void notifications.refetch()} />;
  }
  const { list, count, unread } = notifications.data;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {t('unreadCount', { count: unread })}
        </p>
        <Button
          variant="secondary"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t('markAllRead')}
        </Button>
      </div>
      {list.length === 0 ? (
        <ListEmptyState
          message={t('empty')}
          page={page}
          total={count}
          pageSize={NOTIFICATIONS_PAGE_SIZE}
          onPage={setPage}
        />
      ) : (
        <ul className="space-y-3">
          {list.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={Math.ceil(count / NOTIFICATIONS_PAGE_SIZE)}
        onChange={setPage}
      />
    </>
  );
}
