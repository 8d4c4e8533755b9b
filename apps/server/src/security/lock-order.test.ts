import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { pointBalances, pointsLedger } from '../modules/points/points.schema';
import { rewards } from '../modules/rewards/rewards.schema';
import {
  buildReward,
  buildUnlockableCourse,
  buildUser,
  grantPoints,
  ledgerMismatches,
  signedInAdmin,
  signedInLearner,
} from '../test/factories';
import { describeOnPostgres } from '../test/postgres-only';
import { useTestApp } from '../test/test-app';

const ctx = useTestApp();

const balanceOf = async (userId: number) => {
  const [row] = await ctx.db
    .select({ points: pointBalances.available })
    .from(pointBalances)
    .where(eq(pointBalances.userId, userId));
  return row?.points ?? -1;
};

describeOnPostgres('one learner, many concurrent point movements', () => {
  it('adds up 30 concurrent admin adjustments, with no deadlock and no 500', async () => {
    const { headers } = await signedInAdmin(ctx.db);
    const learner = await buildUser(ctx.db);
    await grantPoints(ctx.db, learner.id, 100);
    const deltas = Array.from({ length: 30 }, (_, index) => (index % 3 === 0 ? -2 : index + 1));
    const responses = await Promise.all(
      deltas.map((delta, index) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/admin/points/adjust',
          headers,
          payload: { user_id: learner.id, delta, reason: `race ${index}` },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(deltas.map(() => 200));
    expect(await balanceOf(learner.id)).toBe(100 + deltas.reduce((sum, delta) => sum + delta, 0));
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
  });

  it('keeps every movement of one learner honest when all kinds race: sign-ins, redemptions, rejects, unlocks, adjustments', async () => {
    const { headers: adminHeaders } = await signedInAdmin(ctx.db);
    const { user: learner, headers } = await signedInLearner(ctx.db, 1_000);
    const reward = await buildReward(ctx.db, { pointsRequired: 30, availableStock: 8 });
    const redeem = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/redemption/create',
        headers,
        payload: {
          reward_id: reward.id,
          recipient_name: 'Li Wei',
          recipient_phone: '13800138000',
          shipping_address: '1 Road, Shanghai',
        },
      });
    // Four pending redemptions to reject while everything else runs.
    const pending = [];
    for (let index = 0; index < 4; index += 1) {
      pending.push((await redeem()).json().data.redemption.redemption_id as number);
    }
    const courses = await Promise.all(
      Array.from({ length: 4 }, () =>
        buildUnlockableCourse(ctx.db, { difficultyLevel: 'advanced', pointsRequired: 40 }),
      ),
    );

    const calls = [
      ...Array.from({ length: 6 }, () => ctx.app.inject({ url: '/api/signin/daily', headers })),
      ...Array.from({ length: 8 }, redeem),
      ...pending.map((id) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/redemptions/${id}/reject`,
          headers: adminHeaders,
          payload: { note: 'race' },
        }),
      ),
      ...pending.map((id) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/redemptions/${id}/reject`,
          headers: adminHeaders,
          payload: { note: 'twice' },
        }),
      ),
      ...courses.flatMap((course) =>
        [1, 2].map(() =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/course/unlock',
            headers,
            payload: { course_id: course.id },
          }),
        ),
      ),
      ...Array.from({ length: 10 }, (_, index) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/admin/points/adjust',
          headers: adminHeaders,
          payload: { user_id: learner.id, delta: index % 2 ? 5 : -3, reason: `mix ${index}` },
        }),
      ),
    ];
    const responses = await Promise.all(calls);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);

    const signIns = responses.slice(0, 6).map((response) => response.statusCode);
    expect(signIns.filter((status) => status === 200)).toHaveLength(1);
    // Stock 8, four taken before the race and four returned by the rejections during it.
    const redemptions = responses.slice(6, 14).filter((response) => response.statusCode === 200);
    expect(redemptions.length).toBeGreaterThanOrEqual(4);
    const rejects = responses.slice(14, 22).filter((response) => response.statusCode === 200);
    expect(rejects).toHaveLength(4);
    const unlocks = responses.slice(22, 30);
    expect(unlocks.every((response) => response.statusCode === 200)).toBe(true);

    const refunds = await ctx.db.$count(
      pointsLedger,
      sql`${pointsLedger.userId} = ${learner.id} and ${pointsLedger.reason} = 'redemption_refund'`,
    );
    expect(refunds).toBe(4);
    const [stock] = await ctx.db
      .select({ left: rewards.availableStock })
      .from(rewards)
      .where(eq(rewards.id, reward.id));
    expect(stock?.left).toBe(8 - 4 + 4 - redemptions.length);
    const unlockSpends = await ctx.db.$count(
      pointsLedger,
      sql`${pointsLedger.userId} = ${learner.id} and ${pointsLedger.reason} = 'course_unlock'`,
    );
    expect(unlockSpends).toBe(4);
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
  });
});
