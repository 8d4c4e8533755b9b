import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCourse, buildUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { courseAccess } from './catalogue.schema';
import { courseOpenTo } from './catalogue.views';
import { isOpenCourse } from './course-access';

const ctx = useTestApp();

const openTo = async (courseId: number, viewerId: number | null) => {
  const [row] = await ctx.db
    .select({ open: courseOpenTo(sql`${courseId}::int`, sql`${viewerId}::int`) })
    .from(sql`(values (1)) as one`);
  return row?.open ?? null;
};

describe('who may open a course', () => {
  it('is decided by the same rule in SQL as in isOpenCourse, for guests and learners', async () => {
    const learner = await buildUser(ctx.db);
    const granted = await buildUser(ctx.db);
    for (const difficultyLevel of ['beginner', 'intermediate', 'advanced'] as const) {
      for (const isFree of [false, true]) {
        for (const pointsRequired of [0, 50]) {
          const course = await buildCourse(ctx.db, { difficultyLevel, isFree, pointsRequired });
          await ctx.db
            .insert(courseAccess)
            .values({ userId: granted.id, courseId: course.id, source: 'admin' });
          const context = JSON.stringify({ difficultyLevel, isFree, pointsRequired });
          expect(await openTo(course.id, null), context).toBe(isOpenCourse(course));
          expect(await openTo(course.id, learner.id), context).toBe(isOpenCourse(course));
          expect(await openTo(course.id, granted.id), context).toBe(true);
        }
      }
    }
  });

  it('is null for a course that is not public or does not exist (an honest 404)', async () => {
    const draft = await buildCourse(ctx.db, { difficultyLevel: 'beginner', status: 'draft' });
    expect(await openTo(draft.id, null)).toBeNull();
    expect(await openTo(2_000_000_000, null)).toBeNull();
  });
});
