import type {
  AdminActivityFeedItem,
  AdminCharts,
  AdminStats,
} from '@academy/contracts/admin-overview';
import { redemptionStatuses } from '@academy/contracts/rewards.rules';
import { academyDayOf } from '../../db/academy-time';
import type { Database } from '../../db/database';
import { presentActivity } from './activity-feed';
import { createAdminRepository } from './admin.repository';
import { createChartsRepository } from './charts.repository';

/** How many courses the dashboard ranks. */
const TOP_COURSES = 8;

/** The dashboard: the academy's figures and its latest activity, from every module. */
export function createAdminService(db: Database, deps: { timeZone: string }) {
  const repository = createAdminRepository(db);
  const charts = createChartsRepository(db);
  return {
    async stats(): Promise<AdminStats> {
      // The month's ended days are kept first (from the 1st), so its spend is read from them.
      const dayOfMonth = Number(academyDayOf(new Date(), deps.timeZone).slice(8));
      await charts.keepEndedDays(dayOfMonth, deps.timeZone);
      const row = await repository.stats(deps.timeZone);
      return {
        totalUsers: row?.total_users ?? 0,
        activeUsers: row?.active_users ?? 0,
        totalCourses: row?.total_courses ?? 0,
        totalEnrollments: row?.total_enrollments ?? 0,
        totalTeachers: row?.total_teachers ?? 0,
        monthlyRevenue: row?.points_spent ?? 0,
      };
    },

    /**
     * The dashboard's charts over the last `days` academy days. The days and the ranking are
     * independent reads, so they run side by side on two of the pool's connections.
     */
    async charts(days: number): Promise<AdminCharts> {
      const [daily, topCourses] = await Promise.all([
        charts.chartDays(days, deps.timeZone),
        charts.topCourses(days, deps.timeZone, TOP_COURSES),
      ]);
      return {
        days,
        daily: daily.map((row) => ({
          day: row.day,
          activeLearners: row.active_learners,
          signIns: row.sign_ins,
          pointsEarned: row.earned,
          pointsSpent: row.spent,
          unlocks: row.unlocks,
          redemptions: Object.fromEntries(
            redemptionStatuses.map((status) => [status, row[status]]),
          ) as AdminCharts['daily'][number]['redemptions'],
        })),
        topCourses,
      };
    },

    async recentActivity(): Promise<AdminActivityFeedItem[]> {
      const rows = await repository.recentActivity(20);
      return rows.map(presentActivity);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
