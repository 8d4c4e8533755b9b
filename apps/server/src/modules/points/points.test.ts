import { pointsBalanceResponseSchema, pointsBalanceSchema } from '@academy/contracts/points';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantPoints, ledgerMismatches, signedInLearner } from '../../test/factories';
import { describeOnPostgres } from '../../test/postgres-only';
import { useTestApp } from '../../test/test-app';
import { siteSettings } from '../site/site.schema';
import { pointBalances } from './points.schema';
import { academyDay } from './points.service';

const ctx = useTestApp();
const { get } = ctx;

const learner = (points = 0) => signedInLearner(ctx.db, points);

describe('academyDay', () => {
  it('counts days in the academy time zone, not UTC', () => {
    const lateUtc = new Date('2026-11-22T16:30:00Z');
    expect(academyDay(lateUtc, 'Asia/Shanghai')).toBe('2026-11-23');
    expect(academyDay(lateUtc, 'UTC')).toBe('2026-11-22');
  });
});

describe('GET /api/points/balance and /api/points/lists', () => {
  it('returns the own balance and history, newest first, with both descriptions', async () => {
    const { user, headers } = await learner(120);
    await grantPoints(ctx.db, user.id, 30);

    const balance = (await get('/api/points/balance', headers)).json().data;
    expect(balance).toMatchObject({
      user_id: user.id,
      available_points: 150,
      total_points: 150,
      lifetime_earned: 150,
      lifetime_spent: 0,
    });
    expect(balance.last_updated).toEqual(expect.any(String));

    const history = (await get('/api/points/lists?limit=1', headers)).json().data;
    expect(history).toMatchObject({ count: 2, page: 1, limit: 1 });
    expect(history.list[0]).toMatchObject({ points: 30, reason: 'admin_adjustment' });
    const defaults = (await get('/api/points/lists', headers)).json().data;
    expect(defaults.limit).toBe(20);
  });

  it('answers the balance PostgreSQL writes exactly as the contract reads it (decision 0044)', async () => {
    const { user, headers } = await learner(7);
    const updatedAt = new Date('2031-02-03T04:05:06.7899Z');
    await ctx.db.update(pointBalances).set({ updatedAt }).where(eq(pointBalances.userId, user.id));

    const answer = (await get('/api/points/balance', headers)).json();
    expect(pointsBalanceResponseSchema.parse(answer)).toEqual(answer);
    expect(pointsBalanceSchema.strict().parse(answer.data)).toEqual({
      user_id: user.id,
      available_points: 7,
      total_points: 7,
      lifetime_earned: 7,
      lifetime_spent: 0,
      last_updated: '2031-02-03T04:05:06.789Z',
    });

    await ctx.db
      .update(pointBalances)
      .set({ updatedAt: null })
      .where(eq(pointBalances.userId, user.id));
    expect((await get('/api/points/balance', headers)).json().data.last_updated).toBeNull();
  });

  it("refuses guests and anyone naming another user's id", async () => {
    const { user, headers } = await learner(10);
    const other = await learner(99);
    expect((await get('/api/points/balance')).statusCode).toBe(401);
    expect((await get(`/api/points/balance?user_id=${user.id}`, headers)).statusCode).toBe(200);
    const foreign = await get(`/api/points/balance?user_id=${other.user.id}`, headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('99');
    expect((await get(`/api/points/lists?user_id=${other.user.id}`, headers)).statusCode).toBe(403);
  });
});

describe('GET /api/signin/daily', () => {
  it('grants the configured points once per day and then answers ALREADY_SIGNED_IN', async () => {
    await ctx.db.insert(siteSettings).values({ key: 'signin_points', value: 15 });
    const { headers } = await learner(5);

    const before = (await get('/api/signin/status', headers)).json().data;
    expect(before).toMatchObject({ signed_in_today: false, points: 15 });

    const first = await get('/api/signin/daily', headers);
    expect(first.json().data).toMatchObject({ points: 15, available_points: 20 });

    const second = await get('/api/signin/daily', headers);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 0, error: 'ALREADY_SIGNED_IN' });
    expect((await get('/api/signin/status', headers)).json().data.signed_in_today).toBe(true);
    expect((await get('/api/points/balance', headers)).json().data.available_points).toBe(20);
    expect((await get('/api/signin/daily')).statusCode).toBe(401);
  });
});

describeOnPostgres('sign-in race', () => {
  it('grants once when one learner signs in 50 times at the same moment', async () => {
    const { user, headers } = await learner();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => get('/api/signin/daily', headers)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const balance = (await get('/api/points/balance', headers)).json().data;
    expect(balance.available_points).toBe(10);
    expect(user.id).toBe(balance.user_id);
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
  });
});

describe('last_updated', () => {
  it("is the time of the learner's own latest ledger row", async () => {
    const other = await learner(5);
    const { user, headers } = await learner(10);
    const balance = (await get('/api/points/balance', headers)).json().data;
    const latest = (await get('/api/points/lists?limit=1', headers)).json().data.list[0];
    expect(balance.last_updated).toBe(latest.created_at);
    expect(user.id).not.toBe(other.user.id);
    const fresh = await learner();
    expect((await get('/api/points/balance', fresh.headers)).json().data.last_updated).toBeNull();
  });
});
