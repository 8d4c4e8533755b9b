import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { users } from '../modules/auth/auth.schema';
import { courseLikes, courseReviews, courses } from '../modules/catalogue/catalogue.schema';
import { teacherLikes, teachers } from '../modules/teachers/teachers.schema';
import { buildCourse, buildTeacher, buildUser } from '../test/factories';
import { useTestApp } from '../test/test-app';
import type { Database } from './database';

const ctx = useTestApp();

const levels = ['beginner', 'intermediate', 'advanced'] as const;
const statuses = ['active', 'draft', 'inactive'] as const;

type Step =
  | { kind: 'likeCourse' | 'unlikeCourse' | 'unreview'; user: number; course: number }
  | { kind: 'likeTeacher' | 'unlikeTeacher'; user: number; teacher: number }
  | { kind: 'review'; user: number; course: number; rating: number }
  | { kind: 'status'; course: number; status: (typeof statuses)[number] }
  | { kind: 'level'; course: number; level: (typeof levels)[number] }
  | { kind: 'moveCourse'; course: number; teacher: number | null }
  | { kind: 'deleteCourse'; course: number }
  | {
      kind: 'importCourses';
      courses: {
        teacher: number | null;
        level: (typeof levels)[number];
        status: (typeof statuses)[number];
      }[];
    }
  | { kind: 'deleteLevel'; level: (typeof levels)[number] }
  | { kind: 'deleteUser'; user: number }
  | { kind: 'deleteTeacher'; teacher: number };

const user = fc.integer({ min: 0, max: 2 });
const course = fc.integer({ min: 0, max: 3 });
const teacher = fc.integer({ min: 0, max: 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('likeCourse' as const, 'unlikeCourse' as const, 'unreview' as const),
    user,
    course,
  }),
  fc.record({
    kind: fc.constantFrom('likeTeacher' as const, 'unlikeTeacher' as const),
    user,
    teacher,
  }),
  fc.record({
    kind: fc.constant('review' as const),
    user,
    course,
    rating: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant('status' as const), course, status: fc.constantFrom(...statuses) }),
  fc.record({ kind: fc.constant('level' as const), course, level: fc.constantFrom(...levels) }),
  fc.record({ kind: fc.constant('moveCourse' as const), course, teacher: fc.option(teacher) }),
  fc.record({ kind: fc.constant('deleteCourse' as const), course }),
  // Several courses arriving or leaving in one statement (an import, a clean-up).
  fc.record({
    kind: fc.constant('importCourses' as const),
    courses: fc.array(
      fc.record({
        teacher: fc.option(teacher),
        level: fc.constantFrom(...levels),
        status: fc.constantFrom(...statuses),
      }),
      { minLength: 1, maxLength: 5 },
    ),
  }),
  fc.record({ kind: fc.constant('deleteLevel' as const), level: fc.constantFrom(...levels) }),
  fc.record({ kind: fc.constant('deleteUser' as const), user }),
  fc.record({ kind: fc.constant('deleteTeacher' as const), teacher }),
);

/** Every trigger-kept counter that differs from a count of the rows it stands for. */
async function counterMismatches(db: Database) {
  const result = await db.execute(sql`
    select 'course ' || c.id as counter from ${courses} c
     where c.likes_count <> (select count(*) from ${courseLikes} where course_id = c.id)
        or c.reviews_count <> (select count(*) from ${courseReviews} where course_id = c.id)
        or c.rating_sum <> (select coalesce(sum(rating), 0) from ${courseReviews} where course_id = c.id)
    union all
    select 'teacher ' || t.id from ${teachers} t
     where t.likes_count <> (select count(*) from ${teacherLikes} where teacher_id = t.id)
        or (t.course_count, t.reviews_count, t.rating_sum) <>
           (select count(*), coalesce(sum(r.n), 0), coalesce(sum(r.total), 0)
              from ${courses} c
              left join lateral (select count(*) as n, sum(rating) as total
                                   from ${courseReviews} where course_id = c.id) r on true
             where c.teacher_id = t.id and c.status = 'active')
    union all
    select 'level ' || level from unnest(enum_range(null::difficulty_level)) as level
     where (select count(*) from ${courses} where difficulty_level = level and status = 'active')
        <> coalesce((select course_count from active_course_counts where difficulty_level = level), 0)`);
  return result.rows;
}

describe('catalogue counters', () => {
  it('equal a fresh count after every step of random likes, reviews and course changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        const db = ctx.db;
        const people = await Promise.all([0, 1, 2].map(() => buildUser(db)));
        const staff = [await buildTeacher(db), await buildTeacher(db)];
        const catalogue = await Promise.all(
          levels
            .concat('beginner')
            .map((level, index) =>
              buildCourse(db, { difficultyLevel: level, teacherId: staff[index % 2]?.id }),
            ),
        );
        const userId = (index: number) => people[index]?.id ?? 0;
        const courseId = (index: number) => catalogue[index]?.id ?? 0;
        const teacherId = (index: number) => staff[index]?.id ?? 0;

        for (const current of steps) {
          switch (current.kind) {
            case 'likeCourse': {
              const { user: u, course: c } = current;
              await db
                .insert(courseLikes)
                .values({ userId: userId(u), courseId: courseId(c) })
                .onConflictDoNothing()
                .catch(ignoreMissingRow);
              break;
            }
            case 'unlikeCourse':
              await db
                .delete(courseLikes)
                .where(
                  sql`${courseLikes.userId} = ${userId(current.user)} and ${courseLikes.courseId} = ${courseId(current.course)}`,
                );
              break;
            case 'review':
              await db
                .insert(courseReviews)
                .values({
                  userId: userId(current.user),
                  courseId: courseId(current.course),
                  rating: current.rating,
                })
                .onConflictDoUpdate({
                  target: [courseReviews.userId, courseReviews.courseId],
                  set: { rating: current.rating },
                })
                .catch(ignoreMissingRow);
              break;
            case 'unreview':
              await db
                .delete(courseReviews)
                .where(
                  sql`${courseReviews.userId} = ${userId(current.user)} and ${courseReviews.courseId} = ${courseId(current.course)}`,
                );
              break;
            case 'likeTeacher':
              await db
                .insert(teacherLikes)
                .values({ userId: userId(current.user), teacherId: teacherId(current.teacher) })
                .onConflictDoNothing()
                .catch(ignoreMissingRow);
              break;
            case 'unlikeTeacher':
              await db
                .delete(teacherLikes)
                .where(
                  sql`${teacherLikes.userId} = ${userId(current.user)} and ${teacherLikes.teacherId} = ${teacherId(current.teacher)}`,
                );
              break;
            case 'status':
              await db
                .update(courses)
                .set({ status: current.status })
                .where(eq(courses.id, courseId(current.course)));
              break;
            case 'level':
              await db
                .update(courses)
                .set({ difficultyLevel: current.level })
                .where(eq(courses.id, courseId(current.course)));
              break;
            case 'moveCourse':
              await db
                .update(courses)
                .set({ teacherId: current.teacher === null ? null : teacherId(current.teacher) })
                .where(eq(courses.id, courseId(current.course)))
                .catch(ignoreMissingRow);
              break;
            case 'deleteCourse':
              await db.delete(courses).where(eq(courses.id, courseId(current.course)));
              break;
            case 'importCourses':
              await db
                .insert(courses)
                .values(
                  current.courses.map((row, index) => ({
                    title: `Imported ${index}`,
                    teacherId: row.teacher === null ? null : teacherId(row.teacher),
                    difficultyLevel: row.level,
                    status: row.status,
                  })),
                )
                .catch(ignoreMissingRow);
              break;
            case 'deleteLevel':
              await db.delete(courses).where(eq(courses.difficultyLevel, current.level));
              break;
            case 'deleteUser':
              await db.delete(users).where(eq(users.id, userId(current.user)));
              break;
            case 'deleteTeacher':
              await db.delete(teachers).where(eq(teachers.id, teacherId(current.teacher)));
              break;
          }
          expect(await counterMismatches(db)).toEqual([]);
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('a statement that adds many courses', () => {
  it('moves each teacher’s counters once, not once per course', async () => {
    const db = ctx.db;
    const [first, second] = [await buildTeacher(db), await buildTeacher(db)];
    const updatesOfTeachers = async (tx: Database) => {
      const result = await tx.execute<{ updates: number }>(
        sql`select n_tup_upd::int as updates from pg_stat_xact_user_tables where relname = 'teachers'`,
      );
      return result.rows[0]?.updates ?? 0;
    };
    const updates = await db.transaction(async (tx) => {
      const before = await updatesOfTeachers(tx);
      await tx.insert(courses).values(
        Array.from({ length: 40 }, (_, index) => ({
          title: `Imported ${index}`,
          teacherId: (index % 2 ? first : second)?.id,
        })),
      );
      return (await updatesOfTeachers(tx)) - before;
    });
    expect(updates).toBe(2);
    const counts = await db
      .select({ courses: teachers.courseCount })
      .from(teachers)
      .where(sql`${teachers.id} in (${first?.id}, ${second?.id})`);
    expect(counts).toEqual([{ courses: 20 }, { courses: 20 }]);
  });
});

/** A step may name a user, course or teacher an earlier step deleted: the row is refused. */
function ignoreMissingRow(error: unknown) {
  const code = (error as { cause?: { code?: string }; code?: string }).cause?.code;
  if (code !== '23503') throw error;
}
