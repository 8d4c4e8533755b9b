import { and, asc, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { averageOf } from '../../db/average';
import type { Database } from '../../db/database';
import { likePattern } from '../../db/search';
import { sessions, users } from '../auth/auth.schema';
import { courseAccess, courseReviews, courses } from '../catalogue/catalogue.schema';
import type { activities, banners } from '../home/home.schema';
import { contentProgress, contents } from '../learning/learning.schema';
import { pointsLedger } from '../points/points.schema';
import { availablePointsOf } from '../points/points.views';
import { redemptions, type rewards } from '../rewards/rewards.schema';
import { teachers } from '../teachers/teachers.schema';

export interface TableQuery {
  offset: number;
  limit: number;
  search?: string | undefined;
  sort?: string | undefined;
  order: 'asc' | 'desc';
}

/** Matches a search term against any of the columns, case-insensitively. */
function searching(columns: PgColumn[], search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * Orders by an allow-listed column (unknown names fall back to the default), newest last
 * tie-break. Only the list's own keys count: `__proto__` or `constructor` must not reach the
 * object's prototype.
 */
function ordering(
  sortable: Record<string, PgColumn | SQL>,
  fallback: PgColumn | SQL,
  query: TableQuery,
  id: PgColumn,
): SQL[] {
  const column =
    query.sort !== undefined && Object.hasOwn(sortable, query.sort)
      ? (sortable[query.sort] ?? fallback)
      : fallback;
  const direction = query.order === 'asc' ? asc : desc;
  return [direction(column), direction(id)];
}

const outerCourseId = sql.raw('"courses"."id"');
const outerTeacherId = sql.raw('"teachers"."id"');
const outerRewardId = sql.raw('"rewards"."id"');

export type CourseRow = typeof courses.$inferSelect;
export type TeacherRow = typeof teachers.$inferSelect;
export type UserRow = typeof users.$inferSelect & { availablePoints: number };
export type ContentRow = typeof contents.$inferSelect;
export type RewardRow = typeof rewards.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;

/** SQL for the admin area's tables, dashboard and audit log. */
export function createAdminRepository(db: Database) {
  const _enrollments =
    sql<number>`(select count(*) from ${courseAccess} where ${courseAccess.courseId} = ${outerCourseId})`.mapWith(
      Number,
    );
  const _courseRating = averageOf(courses.ratingSum, courses.reviewsCount);
  const _contentCount =
    sql<number>`(select count(*) from ${contents} where ${contents.courseId} = ${outerCourseId})`.mapWith(
      Number,
    );
  const _teacherCourses =
    sql<number>`(select count(*) from ${courses} where ${courses.teacherId} = ${outerTeacherId})`.mapWith(
      Number,
    );
  const _teacherStudents =
    sql<number>`(select count(distinct ${courseAccess.userId}) from ${courseAccess} join ${courses} on ${courses.id} = ${courseAccess.courseId} where ${courses.teacherId} = ${outerTeacherId})`.mapWith(
      Number,
    );
  const _rewardRedeemed =
    sql<number>`(select count(*) from ${redemptions} where ${redemptions.rewardId} = ${outerRewardId} and ${redemptions.status} <> 'rejected')`.mapWith(
      Number,
    );

  return {
    // Users
    async listUsers(query: TableQuery) {
      const where = searching([users.email, users.fullName], query.search);
      const lastActive = sql<Date | null>`(select max(${sessions.lastUsedAt}) from ${sessions} where ${sessions.userId} = ${sql.raw('"users"."id"')})`;
      const [rows, total] = await Promise.all([
        db
          .select({
            user: { ...getTableColumns(users), availablePoints: availablePointsOf(users.id) },
            lastActive,
          })
          .from(users)
          .where(where)
          .orderBy(
            ...ordering(
              {
                name: users.fullName,
                email: users.email,
                role: users.role,
                created_at: users.createdAt,
              },
              users.createdAt,
              query,
              users.id,
            ),
          )
          .limit(query.limit)
          .offset(query.offset),
        db.$count(users, where),
      ]);
      return { rows, total };
    },
    async findUser(id: number) {
      const [row] = await db
        .select({ ...getTableColumns(users), availablePoints: availablePointsOf(users.id) })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },
    async findUserByEmail(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },
    /** Locks the admin rows so two concurrent demotions cannot both pass the last-admin check. */
    async lockActiveAdmins(): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
        .for('no key update');
      return rows.map((row) => row.id);
    },
    async insertUser(values: typeof users.$inferInsert) {
      const [row] = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: users.id });
      return row?.id;
    },
    async updateUser(id: number, values: Partial<typeof users.$inferInsert>) {
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
    async revokeSessions(userId: number) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), sql`${sessions.revokedAt} is null`));
    },

    // Points
    async ledger(userId: number, offset: number, limit: number) {
      const where = eq(pointsLedger.userId, userId);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(pointsLedger)
          .where(where)
          .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
          .limit(limit)
          .offset(offset),
        db.$count(pointsLedger, where),
      ]);
      return { rows, total };
    },

    // Dashboard
    async stats(monthStart: Date) {
      const [row] = await db
        .select({
          totalUsers: sql<number>`(select count(*) from ${users})`.mapWith(Number),
          activeUsers:
            sql<number>`(select count(distinct ${sessions.userId}) from ${sessions} where ${sessions.lastUsedAt} > now() - interval '30 days')`.mapWith(
              Number,
            ),
          totalCourses: sql<number>`(select count(*) from ${courses})`.mapWith(Number),
          totalEnrollments:
            sql<number>`(select count(*) from (select ${courseAccess.userId}, ${courseAccess.courseId} from ${courseAccess} union select ${contentProgress.userId}, ${contents.courseId} from ${contentProgress} join ${contents} on ${contents.id} = ${contentProgress.contentId}) pairs)`.mapWith(
              Number,
            ),
          totalTeachers: sql<number>`(select count(*) from ${teachers})`.mapWith(Number),
          pointsSpent:
            sql<number>`(select coalesce(-sum(${pointsLedger.delta}), 0) from ${pointsLedger} where ${pointsLedger.delta} < 0 and ${pointsLedger.reason} in ('course_unlock', 'redemption') and ${pointsLedger.createdAt} >= ${monthStart})`.mapWith(
              Number,
            ),
        })
        .from(sql`(select 1) as one`);
      return row;
    },
    /** The latest events of each kind, newest first. */
    async recentActivity(limit: number) {
      const result = await db.execute<{
        id: string;
        type: 'registration' | 'enrollment' | 'completion' | 'payment' | 'review';
        user_id: number;
        user_name: string;
        course_id: number | null;
        course: string | null;
        amount: number | null;
        rating: number | null;
        at: Date | string;
      }>(sql`
        select * from (
          (select 'registration-' || u.id as id, 'registration' as type, u.id as user_id, u.full_name as user_name,
             null::int as course_id, null::text as course, null::int as amount, null::int as rating, u.created_at as at
           from ${users} u order by u.created_at desc limit ${limit})
          union all
          (select 'enrollment-' || a.user_id || '-' || a.course_id, 'enrollment', a.user_id, u.full_name,
             c.id, c.title, null, null, a.created_at
           from ${courseAccess} a join ${users} u on u.id = a.user_id join ${courses} c on c.id = a.course_id
           order by a.created_at desc limit ${limit})
          union all
          (select 'completion-' || p.user_id || '-' || p.content_id, 'completion', p.user_id, u.full_name,
             c.id, c.title || ' · ' || i.title, null, null, p.completed_at
           from ${contentProgress} p join ${users} u on u.id = p.user_id join ${contents} i on i.id = p.content_id
             join ${courses} c on c.id = i.course_id
           where p.completed_at is not null order by p.completed_at desc limit ${limit})
          union all
          (select 'payment-' || l.id, 'payment', l.user_id, u.full_name, null, l.description, -l.delta, null, l.created_at
           from ${pointsLedger} l join ${users} u on u.id = l.user_id
           where l.delta < 0 order by l.created_at desc limit ${limit})
          union all
          (select 'review-' || r.id, 'review', r.user_id, u.full_name, c.id, c.title, null, r.rating, r.updated_at
           from ${courseReviews} r join ${users} u on u.id = r.user_id join ${courses} c on c.id = r.course_id
           order by r.updated_at desc limit ${limit})
        ) events order by at desc limit ${limit}`);
      return result.rows;
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
