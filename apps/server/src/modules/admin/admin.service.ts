import type { AdminActivityFeedItem, AdminStats } from '@academy/contracts/admin';
import type { Database } from '../../db/database';
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
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        user: row.user_name,
        user_id: row.user_id,
        course: row.course,
        course_id: row.course_id,
        amount: row.amount === null ? null : Number(row.amount),
        rating: row.rating === null ? null : Number(row.rating),
        timestamp: new Date(row.at).toISOString(),
      }));
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
