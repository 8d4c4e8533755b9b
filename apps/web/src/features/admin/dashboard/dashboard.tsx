import type { AdminActivityFeedItem, AdminStats } from '@academy/contracts/admin-overview';
import { Card, List, Skeleton, Statistic, Tag, Typography } from 'antd';
import { Fragment, Suspense } from 'react';
import { Link } from 'react-router';
import { useAdminData } from '../../../lib/admin-api';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { lazyChunk } from '../../../lib/load-chunk';
import { activityLine, type LinePart } from './activity-line';

// The chart library is only for this page: it loads with the charts, after the figures.
const DashboardCharts = lazyChunk(() =>
  import('./dashboard-charts').then((module) => module.DashboardCharts),
);

const tone = {
  registration: 'blue',
  enrollment: 'green',
  completion: 'cyan',
  payment: 'gold',
  review: 'purple',
} as const;

/** A name in a feed line: the learner in bold, a course as a link to its page. */
function LineName({
  part,
  courseId,
}: {
  part: Exclude<LinePart, string>;
  courseId: number | null;
}) {
  if (part.slot === 'user') return <span className="font-medium">{part.text}</span>;
  if (part.slot === 'course' && courseId !== null) {
    return <Link to={`/courses/${courseId}`}>{part.text}</Link>;
  }
  return <span>{part.text}</span>;
}

/** Real figures and the latest events across the academy, each a sentence in the reader's language. */
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
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        <DashboardCharts />
      </Suspense>
      <Card title={t('stats.recent')}>
        <List
          loading={feed.isPending}
          dataSource={feed.data?.list ?? []}
          locale={{ emptyText: t('stats.noActivity') }}
          renderItem={(item) => (
            <List.Item>
              <div className="flex w-full flex-wrap items-center gap-2">
                <Tag color={tone[item.type]}>{t(`activity.${item.type}`)}</Tag>
                <span>
                  {activityLine(item, t, locale).map((part, index) =>
                    typeof part === 'string' ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
                      <Fragment key={index}>{part}</Fragment>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
                      <LineName key={index} part={part} courseId={item.course_id} />
                    ),
                  )}
                </span>
                {item.amount !== null && (
                  <span>{t('activity.points', { count: item.amount })}</span>
                )}
                {item.rating !== null && (
                  <span role="img" aria-label={t('activity.rating', { count: item.rating })}>
                    {'★'.repeat(item.rating)}
                  </span>
                )}
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
