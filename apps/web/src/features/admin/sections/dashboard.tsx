import type { AdminActivityFeedItem, AdminStats } from '@academy/contracts/admin';
import { Card, List, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useAdminData } from '../api/admin-api';

const tone = {
  registration: 'blue',
  enrollment: 'green',
  completion: 'cyan',
  payment: 'gold',
  review: 'purple',
} as const;

/** Real figures and the latest events across the academy. */
export function Dashboard() {
  const { t, locale } = useTranslation('admin');
  const stats = useAdminData<AdminStats>('/api/admin/stats');
  const feed = useAdminData<{ list: AdminActivityFeedItem[] }>('/api/admin/activities');
  const tiles = [
    'totalUsers',
    'activeUsers',
    'totalCourses',
    'totalEnrollments',
    'totalTeachers',
    'monthlyRevenue',
  ] as const;
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('menu.dashboard')}
      </Typography.Title>
      <div className="mb-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {tiles.map((tile) => (
          <Card key={tile}>
            <Statistic
              title={t(`stats.${tile}`)}
              value={stats.data?.[tile] ?? 0}
              loading={stats.isPending}
            />
          </Card>
        ))}
      </div>
      <Card title={t('stats.recent')}>
        <List
          loading={feed.isPending}
          dataSource={feed.data?.list ?? []}
          locale={{ emptyText: t('stats.noActivity') }}
          renderItem={(item) => (
            <List.Item>
              <div className="flex w-full flex-wrap items-center gap-2">
                <Tag color={tone[item.type]}>{t(`activity.${item.type}`)}</Tag>
                <span className="font-medium">{item.user}</span>
                {item.course &&
                  (item.course_id ? (
                    <Link to={`/courses/${item.course_id}`}>{item.course}</Link>
                  ) : (
                    <span>{item.course}</span>
                  ))}
                {item.amount !== null && (
                  <span>{t('activity.points', { count: item.amount })}</span>
                )}
                {item.rating !== null && <span>{'★'.repeat(item.rating)}</span>}
                <span className="ml-auto text-sm text-slate-500">
                  {formatDateTime(item.timestamp, locale)}
                </span>
              </div>
            </List.Item>
          )}
        />
      </Card>
    </>
  );
}
