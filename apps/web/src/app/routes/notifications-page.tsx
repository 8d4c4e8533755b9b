import { PageHeading } from '../../components/ui/page-heading';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { useTranslation } from '../../lib/i18n';

/** /notifications: the learner's inbox. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading title={t('heading')} description={t('description')} />
      <NotificationList />
    </div>
  );
}

export { NotificationsPage as Component };
