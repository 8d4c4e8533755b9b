import {
  type AdminChartDay,
  type AdminCharts,
  type AdminTopCourse,
  chartPeriods,
} from '@academy/contracts/admin-overview';
import { redemptionStatuses } from '@academy/contracts/rewards.rules';
import type { Locale } from '@academy/contracts/rules';
import { Button, Card, Progress, Segmented, Skeleton, Table, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminData } from '../../../lib/admin-api';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { BarChart } from './bar-chart';

type Period = (typeof chartPeriods)[number];
const periodOf = (value: string | null): Period =>
  chartPeriods.find((period) => String(period) === value) ?? chartPeriods[0];

const palette = {
  activeLearners: '#2563eb',
  signIns: '#16a34a',
  pointsEarned: '#0891b2',
  pointsSpent: '#e11d48',
  unlocks: '#7c3aed',
  pending: '#f59e0b',
  approved: '#0ea5e9',
  shipped: '#6366f1',
  completed: '#16a34a',
  rejected: '#94a3b8',
} as const;

/** An academy day (`YYYY-MM-DD`) as the reader writes a short date: "Nov 26", "11月26日". */
function shortDay(day: string, locale: Locale) {
  return new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** One chart with its title, and its figures in words for anyone who cannot see the picture. */
function ChartCard({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: ReactElement;
}) {
  return (
    <Card
      className="min-w-0"
      title={<h2 className="m-0 text-base font-semibold">{title}</h2>}
      size="small"
    >
      <figure className="m-0">
        <div className="relative h-56" aria-hidden="true">
          {children}
        </div>
        <figcaption className="mt-2 text-sm text-slate-600">{summary}</figcaption>
      </figure>
    </Card>
  );
}

const sum = (days: AdminChartDay[], pick: (day: AdminChartDay) => number) =>
  days.reduce((total, day) => total + pick(day), 0);

function TopCourses({ courses, locale }: { courses: AdminTopCourse[]; locale: Locale }) {
  const { t } = useTranslation('admin');
  return (
    <Card title={<h2 className="m-0 text-base font-semibold">{t('charts.topCourses')}</h2>}>
      <Table<AdminTopCourse>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 520 }}
        dataSource={courses}
        locale={{ emptyText: t('charts.noCourses') }}
        columns={[
          {
            title: t('charts.course'),
            key: 'title',
            render: (_, course) => localized(course, 'title', locale),
          },
          { title: t('charts.learners'), dataIndex: 'learners', align: 'right', width: 100 },
          { title: t('charts.completed'), dataIndex: 'completed', align: 'right', width: 100 },
          {
            title: t('charts.completionRate'),
            key: 'rate',
            width: 180,
            render: (_, course) => (
              <Progress
                percent={Math.round((course.completed / Math.max(course.learners, 1)) * 100)}
                size="small"
              />
            ),
          },
        ]}
      />
    </Card>
  );
}

/** The chosen period, kept in the URL's `days` (the first period is the default and unnamed). */
function usePeriod() {
  const [searchParams, setSearchParams] = useSearchParams();
  const choose = (value: Period) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === chartPeriods[0]) next.delete('days');
        else next.set('days', String(value));
        return next;
      },
      { replace: true },
    );
  return [periodOf(searchParams.get('days')), choose] as const;
}

/** The four pictures of the period's days, each told in words too. */
function DailyCharts({ days, period }: { days: AdminChartDay[]; period: Period }) {
  const { t, locale } = useTranslation('admin');
  const labels = days.map((day) => shortDay(day.day, locale));
  const series = (keys: readonly (keyof typeof palette & keyof AdminChartDay)[]) =>
    keys.map((key) => ({
      label: t(`charts.${key}`),
      color: palette[key],
      values: days.map((day) => day[key] as number),
    }));
  const totals = { count: period };
  return (
    <>
      <ChartCard
        title={t('charts.learning')}
        summary={t('charts.learningSummary', {
          ...totals,
          peak: Math.max(0, ...days.map((day) => day.activeLearners)),
          signIns: sum(days, (day) => day.signIns),
        })}
      >
        <BarChart days={labels} series={series(['activeLearners', 'signIns'])} />
      </ChartCard>
      <ChartCard
        title={t('charts.points')}
        summary={t('charts.pointsSummary', {
          ...totals,
          earned: sum(days, (day) => day.pointsEarned),
          spent: sum(days, (day) => day.pointsSpent),
        })}
      >
        <BarChart days={labels} series={series(['pointsEarned', 'pointsSpent'])} />
      </ChartCard>
      <ChartCard
        title={t('charts.unlocks')}
        summary={t('charts.unlocksSummary', {
          ...totals,
          unlocks: sum(days, (day) => day.unlocks),
        })}
      >
        <BarChart days={labels} series={series(['unlocks'])} />
      </ChartCard>
      <ChartCard
        title={t('charts.redemptions')}
        summary={t('charts.redemptionsSummary', {
          ...totals,
          redemptions: sum(days, (day) =>
            redemptionStatuses.reduce((total, status) => total + day.redemptions[status], 0),
          ),
        })}
      >
        <BarChart
          days={labels}
          isStacked
          series={redemptionStatuses.map((status) => ({
            label: t(`redemptionStatus.${status}`),
            color: palette[status],
            values: days.map((day) => day.redemptions[status]),
          }))}
        />
      </ChartCard>
    </>
  );
}

/**
 * The dashboard's pictures of the last 30 or 90 academy days: who learns, points in and out,
 * unlocks and redemptions, and the courses most learned. The period lives in the URL.
 */
export function DashboardCharts() {
  const { t, locale } = useTranslation('admin');
  const [period, choosePeriod] = usePeriod();
  const charts = useAdminData<AdminCharts>(`/api/admin/charts?days=${period}`);
  return (
    <section aria-labelledby="charts-heading" className="mb-8">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Typography.Title id="charts-heading" level={2} style={{ margin: 0, fontSize: 20 }}>
          {t('charts.title')}
        </Typography.Title>
        <Segmented<Period>
          aria-label={t('charts.period')}
          value={period}
          onChange={choosePeriod}
          options={chartPeriods.map((value) => ({
            value,
            label: t('charts.lastDays', { count: value }),
          }))}
        />
      </div>
      {charts.isError ? (
        <Typography.Paragraph type="danger" role="alert">
          {t('charts.loadFailed')}{' '}
          <Button onClick={() => void charts.refetch()}>{t('form.retry')}</Button>
        </Typography.Paragraph>
      ) : charts.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          <DailyCharts days={charts.data.daily} period={period} />
          <div className="min-w-0 xl:col-span-2">
            <TopCourses courses={charts.data.topCourses} locale={locale} />
          </div>
        </div>
      )}
    </section>
  );
}
