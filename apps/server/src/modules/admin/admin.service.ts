import type { AdminActivityFeedItem, AdminStats } from '@academy/contracts/admin-overview';
import type { Database } from '../../db/database';
import { presentActivity } from './activity-feed';
import { createAdminRepository } from './admin.repository';

/** The dashboard: the academy's figures and its latest activity, from every module. */
export function createAdminService(db: Database, deps: { timeZone: string }) {
  const repository = createAdminRepository(db);
  return {
    async stats(): Promise<AdminStats> {
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

    async recentActivity(): Promise<AdminActivityFeedItem[]> {
      const rows = await repository.recentActivity(20);
      return rows.map(presentActivity);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
