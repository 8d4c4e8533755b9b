import type { AdminCharts } from '@academy/contracts/admin-overview';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildContent,
  buildCourse,
  buildReward,
  buildUser,
  grantPoints,
  sessionHeaders,
} from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { courseAccess } from '../catalogue/catalogue.schema';
import { contentProgress } from '../learning/learning.schema';
import { pointsLedger } from '../points/points.schema';
import { redemptions } from '../rewards/rewards.schema';

// The academy's days are Shanghai's (UTC+8, no daylight saving): the test's instants are
// written as Shanghai wall-clock times on days counted back from Shanghai's today.
const ctx = useTestApp({ ACADEMY_TIMEZONE: 'Asia/Shanghai' });

const SHANGHAI_OFFSET_HOURS = 8;
const DAY_MS = 86_400_000;

/** Shanghai's today as `YYYY-MM-DD`. */
const shanghaiToday = () =>
  new Date(Date.now() + SHANGHAI_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);

/** The academy day `daysAgo` before today, as `YYYY-MM-DD`. */
const dayBefore = (daysAgo: number) =>
  new Date(Date.parse(shanghaiToday()) - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** The instant of a Shanghai wall-clock time on the academy day `daysAgo` before today. */
const shanghaiAt = (daysAgo: number, hour: number, minute = 0) =>
  new Date(
    Date.parse(`${dayBefore(daysAgo)}T00:00:00Z`) +
      ((hour - SHANGHAI_OFFSET_HOURS) * 60 + minute) * 60_000,
  );

let sequence = 0;
async function ledger(
  userId: number,
  delta: number,
  reason: (typeof pointsLedger.$inferInsert)['reason'],
  at: Date,
) {
  sequence += 1;
  await ctx.db.insert(pointsLedger).values({
    userId,
    delta,
    reason,
    reference: `chart-test:${sequence}`,
    description: 'Chart test',
    createdAt: at,
  });
}

/** GET /api/admin/charts as a new user of the role. */
async function ask(query = '', role: 'admin' | 'student' = 'admin') {
  const user = await buildUser(ctx.db, { role });
  return ctx.app.inject({
    method: 'GET',
    url: `/api/admin/charts${query}`,
    headers: await sessionHeaders(ctx.db, user.id),
  });
}

async function charts(query = '') {
  const response = await ask(query);
  expect(response.statusCode).toBe(200);
  return response.json().data as AdminCharts;
}

const dayOf = (result: AdminCharts, daysAgo: number) =>
  result.daily.find((day) => day.day === dayBefore(daysAgo));

describe('GET /api/admin/charts', () => {
  it('is for admins only', async () => {
    expect((await ask('', 'student')).statusCode).toBe(403);
  });

  it('answers every day of the period, today last, zeros on quiet days', async () => {
    const result = await charts();
    expect(result.days).toBe(30);
    expect(result.daily).toHaveLength(30);
    expect(result.daily.at(-1)?.day).toBe(shanghaiToday());
    expect(result.daily[0]?.day).toBe(dayBefore(29));
    expect(result.daily[0]).toMatchObject({ activeLearners: 0, signIns: 0, pointsEarned: 0 });
    expect((await charts('?days=90')).daily).toHaveLength(90);
  });

  it('refuses a period it does not draw', async () => {
    expect((await ask('?days=31')).statusCode).toBe(400);
  });

  it('counts each figure on the academy day it happened, not the UTC one', async () => {
    const [ana, bo] = [await buildUser(ctx.db), await buildUser(ctx.db)];
    // 00:30 in Shanghai is the previous day in UTC: it belongs to the academy's day.
    await ledger(ana.id, 5, 'signin', shanghaiAt(1, 0, 30));
    await ledger(bo.id, 5, 'signin', shanghaiAt(1, 23, 30));
    await ledger(ana.id, 10, 'content_completed', shanghaiAt(1, 9));
    await grantPoints(ctx.db, ana.id, 100);
    await ledger(ana.id, -30, 'course_unlock', shanghaiAt(1, 10));
    // An admin's deduction is not spending, and does not make the learner active.
    await ledger(bo.id, -5, 'admin_adjustment', shanghaiAt(1, 11));
    // Outside a 30-day period, inside a 90-day one.
    await ledger(bo.id, 5, 'signin', shanghaiAt(40, 12));

    const yesterday = dayOf(await charts(), 1);
    expect(yesterday).toMatchObject({
      activeLearners: 2,
      signIns: 2,
      pointsEarned: 20,
      pointsSpent: 30,
    });
    expect(dayOf(await charts(), 2)).toMatchObject({ signIns: 0, activeLearners: 0 });
    expect(dayOf(await charts('?days=90'), 40)).toMatchObject({ signIns: 1, activeLearners: 1 });
  });

  it('keeps the figures of an ended day once worked out, and counts today afresh', async () => {
    const learner = await buildUser(ctx.db);
    await ledger(learner.id, 5, 'signin', shanghaiAt(3, 9));
    expect(dayOf(await charts(), 3)).toMatchObject({ signIns: 1, activeLearners: 1 });
    // A row the ledger could never get now (it is written at now()), to show the day is kept.
    await ledger(learner.id, 10, 'content_completed', shanghaiAt(3, 10));
    await ledger(learner.id, 5, 'signin', shanghaiAt(0, 0, 1));
    const later = await charts();
    expect(dayOf(later, 3)).toMatchObject({ signIns: 1, pointsEarned: 5 });
    expect(dayOf(later, 0)).toMatchObject({ signIns: 1, activeLearners: 1, pointsEarned: 5 });
    // A longer period works out the days the shorter one had not kept.
    await ledger(learner.id, 5, 'signin', shanghaiAt(45, 9));
    expect(dayOf(await charts('?days=90'), 45)).toMatchObject({ signIns: 1 });
  });

  it('counts learners active in lessons, unlocks and redemptions by their status', async () => {
    const learner = await buildUser(ctx.db);
    const course = await buildCourse(ctx.db);
    const lesson = await buildContent(ctx.db, course.id, { type: 'text' });
    const at = shanghaiAt(0, 0, 5);
    await ctx.db.insert(contentProgress).values({
      userId: learner.id,
      contentId: lesson.id,
      progress: 40,
      startedAt: at,
      updatedAt: at,
    });
    await ctx.db
      .insert(courseAccess)
      .values({ userId: learner.id, courseId: course.id, source: 'points', createdAt: at });
    const reward = await buildReward(ctx.db);
    for (const status of ['pending', 'pending', 'shipped', 'rejected'] as const) {
      await ctx.db.insert(redemptions).values({
        userId: learner.id,
        rewardId: reward.id,
        pointsSpent: 50,
        status,
        recipientName: 'Ana',
        createdAt: at,
      });
    }

    const today = dayOf(await charts(), 0);
    expect(today).toMatchObject({
      activeLearners: 1,
      unlocks: 1,
      redemptions: { pending: 2, approved: 0, shipped: 1, completed: 0, rejected: 1 },
    });
  });

  it('ranks courses by their learners in the period, with how many finished', async () => {
    const popular = await buildCourse(ctx.db, { title: 'Popular', titleZh: '热门' });
    const quiet = await buildCourse(ctx.db, { title: 'Quiet' });
    const lesson = await buildContent(ctx.db, popular.id, { type: 'text' });
    const learners = [await buildUser(ctx.db), await buildUser(ctx.db), await buildUser(ctx.db)];
    const recently = shanghaiAt(2, 12);
    for (const learner of learners) {
      await ctx.db.insert(courseAccess).values({
        userId: learner.id,
        courseId: popular.id,
        source: 'points',
        createdAt: recently,
      });
    }
    const finisher = learners[0] as (typeof learners)[number];
    await ctx.db.insert(contentProgress).values({
      userId: finisher.id,
      contentId: lesson.id,
      progress: 100,
      completedAt: recently,
      startedAt: recently,
      updatedAt: recently,
    });
    // Unlocked long ago: not a learner of this period.
    await ctx.db.insert(courseAccess).values({
      userId: finisher.id,
      courseId: quiet.id,
      source: 'points',
      createdAt: shanghaiAt(60, 12),
    });

    const { topCourses } = await charts();
    expect(topCourses).toEqual([
      { id: popular.id, title: 'Popular', title_zh: '热门', learners: 3, completed: 1 },
    ]);
    expect((await charts('?days=90')).topCourses.map((course) => course.id)).toEqual([
      popular.id,
      quiet.id,
    ]);
  });

  it("counts a course's learners by their latest lesson save, from the first instant of the period", async () => {
    const course = await buildCourse(ctx.db, { title: 'Revisited' });
    const lesson = await buildContent(ctx.db, course.id, { type: 'text' });
    const returning = await buildUser(ctx.db);
    const justBefore = await buildUser(ctx.db);
    const atTheStart = await buildUser(ctx.db);
    const longAgo = shanghaiAt(60, 9);
    for (const learner of [returning, justBefore, atTheStart]) {
      await ctx.db.insert(contentProgress).values({
        userId: learner.id,
        contentId: lesson.id,
        progress: 10,
        startedAt: longAgo,
        updatedAt: longAgo,
      });
    }
    const save = (userId: number, at: Date) =>
      ctx.db
        .update(contentProgress)
        .set({ progress: 20, updatedAt: at })
        .where(and(eq(contentProgress.userId, userId), eq(contentProgress.contentId, lesson.id)));
    const periodStart = shanghaiAt(29, 0);

    expect((await charts()).topCourses).toEqual([]);
    await save(returning.id, shanghaiAt(3, 20, 7));
    await save(justBefore.id, new Date(periodStart.getTime() - 1000));
    await save(atTheStart.id, periodStart);
    // A save that goes back in time leaves the latest activity where it was.
    await save(returning.id, longAgo);

    expect((await charts()).topCourses).toMatchObject([
      { id: course.id, learners: 2, completed: 0 },
    ]);
    expect((await charts('?days=90')).topCourses).toMatchObject([{ id: course.id, learners: 3 }]);
  });
});
