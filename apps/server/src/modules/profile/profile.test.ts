import { describe, expect, it } from 'vitest';
import { buildContent, buildCourse, grantPoints, signedInLearner } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { courseAccess } from '../catalogue/catalogue.schema';
import { contentProgress } from '../learning/learning.schema';

const ctx = useTestApp();

describe('GET /api/users/summary', () => {
  it('counts completed and unlocked courses and the academy days with activity', async () => {
    const { user, headers } = await signedInLearner(ctx.db);
    const finished = await buildCourse(ctx.db);
    const half = await buildCourse(ctx.db);
    await buildCourse(ctx.db);
    const [a, b] = [
      await buildContent(ctx.db, finished.id, { type: 'text' }),
      await buildContent(ctx.db, finished.id, { type: 'text' }),
    ];
    const c = await buildContent(ctx.db, half.id, { type: 'text' });
    await buildContent(ctx.db, half.id, { type: 'text' });
    const day = (iso: string) => new Date(iso);
    await ctx.db.insert(contentProgress).values([
      {
        userId: user.id,
        contentId: a.id,
        progress: 100,
        completedAt: day('2026-03-01T02:00:00Z'),
        updatedAt: day('2026-03-01T02:00:00Z'),
      },
      // 23:30 UTC is already the next day in Shanghai, the academy's default time zone.
      {
        userId: user.id,
        contentId: b.id,
        progress: 100,
        completedAt: day('2026-03-01T23:30:00Z'),
        updatedAt: day('2026-03-01T23:30:00Z'),
      },
      {
        userId: user.id,
        contentId: c.id,
        progress: 100,
        completedAt: day('2026-03-02T03:00:00Z'),
        updatedAt: day('2026-03-02T03:00:00Z'),
      },
    ]);
    await ctx.db
      .insert(courseAccess)
      .values([{ userId: user.id, courseId: half.id, source: 'points' }]);
    await grantPoints(ctx.db, user.id, 40);

    const response = await ctx.app.inject({ method: 'GET', url: '/api/users/summary', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      available_points: 40,
      courses_completed: 1,
      courses_redeemed: 1,
      // 1 March and 2 March (twice) in Shanghai, plus today's grant.
      days_active: 3,
    });
  });

  it('refuses guests', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/summary' })).statusCode).toBe(
      401,
    );
  });
});
