import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
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
import { redemptions, rewards } from '../rewards/rewards.schema';
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
  const enrollments =
    sql<number>`(select count(*) from ${courseAccess} where ${courseAccess.courseId} = ${outerCourseId})`.mapWith(
      Number,
    );
  const courseRating = averageOf(courses.ratingSum, courses.reviewsCount);
  const contentCount =
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
  const rewardRedeemed =
    sql<number>`(select count(*) from ${redemptions} where ${redemptions.rewardId} = ${outerRewardId} and ${redemptions.status} <> 'rejected')`.mapWith(
      Number,
    );

  return {
    // Courses
    async listCourses(query: TableQuery) {
      const where = searching([courses.title, courses.titleZh], query.search);
      const [rows, total] = await Promise.all([
        db
          .select({
            course: courses,
            teacherName: teachers.fullName,
            enrollments,
            rating: courseRating,
            contentCount,
          })
          .from(courses)
          .leftJoin(teachers, eq(teachers.id, courses.teacherId))
          .where(where)
          .orderBy(
            ...ordering(
              {
                title: courses.title,
                status: courses.status,
                created_at: courses.createdAt,
                enrollments,
              },
              courses.createdAt,
              query,
              courses.id,
            ),
          )
          .limit(query.limit)
          .offset(query.offset),
        db.$count(courses, where),
      ]);
      return { rows, total };
    },
    async findCourse(id: number) {
      const [row] = await db
        .select({
          course: courses,
          teacherName: teachers.fullName,
          enrollments,
          rating: courseRating,
          contentCount,
        })
        .from(courses)
        .leftJoin(teachers, eq(teachers.id, courses.teacherId))
        .where(eq(courses.id, id));
      return row;
    },
    async insertCourse(values: typeof courses.$inferInsert) {
      const [row] = await db.insert(courses).values(values).returning({ id: courses.id });
      return row?.id;
    },
    async updateCourse(id: number, values: Partial<typeof courses.$inferInsert>) {
      await db
        .update(courses)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(courses.id, id));
    },
    async deleteCourse(id: number) {
      await db.delete(courses).where(eq(courses.id, id));
    },
    /** Whether anything a learner owns points at the course (access, progress, a reward). */
    async courseHasLearnerRecords(id: number): Promise<boolean> {
      const result = await db.execute<{ used: boolean }>(sql`select
        exists (select 1 from ${courseAccess} where ${courseAccess.courseId} = ${id})
        or exists (select 1 from ${contentProgress} join ${contents} on ${contents.id} = ${contentProgress.contentId} where ${contents.courseId} = ${id})
        or exists (select 1 from ${rewards} where ${rewards.courseId} = ${id}) as used`);
      return Boolean(result.rows[0]?.used);
    },

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

    // Content
    listContents(courseId: number) {
      return db
        .select({ content: contents, courseName: courses.title })
        .from(contents)
        .innerJoin(courses, eq(courses.id, contents.courseId))
        .where(eq(contents.courseId, courseId))
        .orderBy(asc(contents.position), asc(contents.id));
    },
    async findContent(id: number) {
      const [row] = await db
        .select({ content: contents, courseName: courses.title })
        .from(contents)
        .innerJoin(courses, eq(courses.id, contents.courseId))
        .where(eq(contents.id, id));
      return row;
    },
    async nextContentPosition(courseId: number): Promise<number> {
      const [row] = await db
        .select({ last: sql<number>`coalesce(max(${contents.position}), 0)`.mapWith(Number) })
        .from(contents)
        .where(eq(contents.courseId, courseId));
      return (row?.last ?? 0) + 1;
    },
    async insertContent(values: typeof contents.$inferInsert) {
      const [row] = await db.insert(contents).values(values).returning({ id: contents.id });
      return row?.id;
    },
    async updateContent(id: number, values: Partial<typeof contents.$inferInsert>) {
      await db
        .update(contents)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(contents.id, id));
    },
    async deleteContent(id: number) {
      await db.delete(contents).where(eq(contents.id, id));
    },
    /** Renumbers a course's items in the given order (through negatives, to pass the unique key). */
    async reorderContents(courseId: number, ids: number[]) {
      await db
        .update(contents)
        .set({ position: sql`-${contents.position}` })
        .where(eq(contents.courseId, courseId));
      for (const [index, id] of ids.entries()) {
        await db
          .update(contents)
          .set({ position: index + 1 })
          .where(and(eq(contents.id, id), eq(contents.courseId, courseId)));
      }
    },
    async contentHasLearnerRecords(id: number): Promise<boolean> {
      return (await db.$count(contentProgress, eq(contentProgress.contentId, id))) > 0;
    },

    // Rewards
    async listRewards(query: TableQuery) {
      const where = searching([rewards.title, rewards.titleZh], query.search);
      const [rows, total] = await Promise.all([
        db
          .select({ reward: rewards, redeemed: rewardRedeemed })
          .from(rewards)
          .where(where)
          .orderBy(
            ...ordering(
              {
                title: rewards.title,
                points_required: rewards.pointsRequired,
                available_stock: rewards.availableStock,
              },
              rewards.createdAt,
              query,
              rewards.id,
            ),
          )
          .limit(query.limit)
          .offset(query.offset),
        db.$count(rewards, where),
      ]);
      return { rows, total };
    },
    async findReward(id: number) {
      const [row] = await db
        .select({ reward: rewards, redeemed: rewardRedeemed })
        .from(rewards)
        .where(eq(rewards.id, id));
      return row;
    },
    async insertReward(values: typeof rewards.$inferInsert) {
      const [row] = await db.insert(rewards).values(values).returning({ id: rewards.id });
      return row?.id;
    },
    async updateReward(id: number, values: Partial<typeof rewards.$inferInsert>) {
      await db
        .update(rewards)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(rewards.id, id));
    },
    async deleteReward(id: number) {
      await db.delete(rewards).where(eq(rewards.id, id));
    },
    async rewardHasRedemptions(id: number): Promise<boolean> {
      return (await db.$count(redemptions, eq(redemptions.rewardId, id))) > 0;
    },
    async rewardStats(lowStock: number) {
      const [row] = await db
        .select({
          pending:
            sql<number>`(select count(*) from ${redemptions} where ${redemptions.status} = 'pending')`.mapWith(
              Number,
            ),
          shipped:
            sql<number>`(select count(*) from ${redemptions} where ${redemptions.status} = 'shipped')`.mapWith(
              Number,
            ),
          pointsRedeemed:
            sql<number>`(select coalesce(sum(${redemptions.pointsSpent}), 0) from ${redemptions} where ${redemptions.status} <> 'rejected')`.mapWith(
              Number,
            ),
          lowStock:
            sql<number>`(select count(*) from ${rewards} where ${rewards.status} = 'active' and ${rewards.availableStock} <= ${lowStock})`.mapWith(
              Number,
            ),
        })
        .from(sql`(select 1) as one`);
      return row ?? { pending: 0, shipped: 0, pointsRedeemed: 0, lowStock: 0 };
    },

    // Redemptions
    async listRedemptions(query: TableQuery & { status?: string | undefined }) {
      const conditions = [
        searching([users.email, redemptions.recipientName, rewards.title], query.search),
        query.status ? sql`${redemptions.status} = ${query.status}` : undefined,
      ].filter((condition): condition is SQL => condition !== undefined);
      const where = conditions.length ? and(...conditions) : undefined;
      const base = () =>
        db
          .select({ redemption: redemptions, reward: rewards, email: users.email })
          .from(redemptions)
          .innerJoin(rewards, eq(rewards.id, redemptions.rewardId))
          .innerJoin(users, eq(users.id, redemptions.userId));
      const [rows, [totalRow]] = await Promise.all([
        base()
          .where(where)
          .orderBy(
            ...ordering(
              { created_at: redemptions.createdAt, status: redemptions.status },
              redemptions.createdAt,
              query,
              redemptions.id,
            ),
          )
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ total: count() })
          .from(redemptions)
          .innerJoin(rewards, eq(rewards.id, redemptions.rewardId))
          .innerJoin(users, eq(users.id, redemptions.userId))
          .where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },
    async findRedemption(id: number) {
      const [row] = await db
        .select({ redemption: redemptions, reward: rewards, email: users.email })
        .from(redemptions)
        .innerJoin(rewards, eq(rewards.id, redemptions.rewardId))
        .innerJoin(users, eq(users.id, redemptions.userId))
        .where(eq(redemptions.id, id));
      return row;
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
