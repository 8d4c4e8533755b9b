import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerMismatches, signedInLearner } from '../../test/factories';
import { describeOnPostgres } from '../../test/postgres-only';
import { useTestApp } from '../../test/test-app';
import { siteSettings } from '../site/site.schema';
import { shiftDay } from './check-in-streak';
import { pointsLedger } from './points.schema';
import { academyDay } from './points.service';

const ctx = useTestApp();

type Headers = Record<string, string>;

/** The academy day `offset` days from today (the test app keeps the default Asia/Shanghai). */
const day = (offset = 0) => shiftDay(academyDay(new Date(), 'Asia/Shanghai'), offset);
/** Days `from` to `to` days from today, oldest first. */
const days = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => day(from + index));

const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A learner who joined long before the make-up window, so every day in it is theirs. */
const learner = (points = 0) =>
  signedInLearner(ctx.db, points, { createdAt: new Date(Date.now() - 60 * 86_400_000) });

/** A learner whose account was made at `joinedAt` (just now unless told). */
const newcomer = (points = 0, joinedAt = new Date()) =>
  signedInLearner(ctx.db, points, { createdAt: joinedAt });

async function settings(values: Record<string, number>) {
  await ctx.db
    .insert(siteSettings)
    .values(Object.entries(values).map(([key, value]) => ({ key, value })));
}

/** Past sign-ins, recorded as the daily sign-in records them. */
async function signedOn(userId: number, signed: string[]) {
  await ctx.db.insert(pointsLedger).values(
    signed.map((signedDay) => ({
      userId,
      delta: 10,
      reason: 'signin' as const,
      reference: `day:${signedDay}`,
      description: `Daily sign-in (${signedDay})`,
    })),
  );
}

/** A streak bonus paid on `paidDay`, as an earlier check-in would have paid it. */
async function bonusPaid(userId: number, milestone: number, paidDay: string) {
  await ctx.db.insert(pointsLedger).values({
    userId,
    delta: 30,
    reason: 'streak_bonus',
    reference: `streak${milestone}:${paidDay}`,
    description: 'Streak bonus',
  });
}

async function bonusRows(userId: number) {
  return ctx.db
    .select({ reference: pointsLedger.reference, delta: pointsLedger.delta })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, 'streak_bonus')));
}

const makeUp = (headers: Headers, missed: unknown) =>
  call('POST', '/api/signin/makeup', headers, { day: missed });

describe('GET /api/signin/status', () => {
  it('gives the streak, the month and the make-up offer', async () => {
    const { user, headers } = await learner(100);
    const signed = [...days(-3, -1), day(-5)];
    await signedOn(user.id, signed);

    const status = (await call('GET', '/api/signin/status', headers)).json().data;
    expect(status).toMatchObject({ signed_in_today: false, points: 10, day: day(), streak: 3 });
    const month = day().slice(0, 7);
    expect(status.month_days).toEqual(signed.filter((d) => d.startsWith(month)).sort());
    expect(status.makeup).toEqual({
      can_make_up: true,
      cost: 20,
      days: [day(-4), day(-6), day(-7)],
      remaining: 3,
      monthly_limit: 3,
    });
    expect(status.next_milestone).toEqual({ milestone: 7, days: 4, points: 30 });
  });

  it('offers no make-up without the points for one', async () => {
    const { headers } = await learner(19);
    const status = (await call('GET', '/api/signin/status', headers)).json().data;
    expect(status.streak).toBe(0);
    expect(status.month_days).toEqual([]);
    expect(status.makeup).toMatchObject({ can_make_up: false, days: days(-7, -1).reverse() });
  });
});

describe('make-ups of a new account', () => {
  it('neither offers nor accepts a day before the first academy day', async () => {
    const { headers } = await newcomer(1000);
    const status = (await call('GET', '/api/signin/status', headers)).json().data;
    expect(status.makeup).toMatchObject({ can_make_up: false, days: [] });
    for (const before of days(-7, -1)) {
      const response = await makeUp(headers, before);
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe('MAKEUP_DAY_NOT_ALLOWED');
    }
    expect((await call('GET', '/api/points/balance', headers)).json().data.available_points).toBe(
      1000,
    );
  });

  it("offers the day the account was made, counted in the academy's time zone", async () => {
    // Half past midnight in Shanghai is the afternoon before in UTC: the academy day decides.
    const { headers } = await newcomer(100, new Date(`${day(-1)}T00:30:00+08:00`));
    const status = (await call('GET', '/api/signin/status', headers)).json().data;
    expect(status.makeup).toMatchObject({ can_make_up: true, days: [day(-1)] });
    expect((await makeUp(headers, day(-2))).json().error).toBe('MAKEUP_DAY_NOT_ALLOWED');
    const madeUp = await makeUp(headers, day(-1));
    expect(madeUp.statusCode, madeUp.body).toBe(200);
    expect(madeUp.json().data).toMatchObject({ day: day(-1), streak: 1 });
  });

  it('tells a new account the whole way to the 7-day bonus', async () => {
    const { headers } = await newcomer();
    const before = (await call('GET', '/api/signin/status', headers)).json().data;
    expect(before.next_milestone).toEqual({ milestone: 7, days: 7, points: 30 });
    await call('GET', '/api/signin/daily', headers);
    const after = (await call('GET', '/api/signin/status', headers)).json().data;
    expect(after).toMatchObject({ streak: 1, next_milestone: { milestone: 7, days: 6 } });
  });
});

describe('POST /api/signin/makeup', () => {
  it('signs a missed day for its cost, without sign-in points', async () => {
    const { user, headers } = await learner(100);
    await signedOn(user.id, days(-2, -1));

    const response = await makeUp(headers, day(-3));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      day: day(-3),
      cost: 20,
      available_points: 100 + 20 - 20,
      streak: 3,
      bonuses: [],
    });
    const history = (await call('GET', '/api/points/lists?limit=1', headers)).json().data.list;
    expect(history[0]).toMatchObject({ points: -20, reason: 'signin_makeup' });
    const [row] = await ctx.db
      .select({ reference: pointsLedger.reference })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.reason, 'signin_makeup')));
    expect(row?.reference).toBe(`day:${day(-3)}`);

    const status = (await call('GET', '/api/signin/status', headers)).json().data;
    expect(status.streak).toBe(3);
    expect(status.makeup.days).not.toContain(day(-3));
    expect(status.makeup.remaining).toBe(2);
  });

  it('refuses today, the future, days past the window and signed days, in both languages', async () => {
    const { user, headers } = await learner(100);
    await signedOn(user.id, [day(-1)]);
    for (const refused of [day(), day(1), day(-8)]) {
      const response = await makeUp(headers, refused);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 0, error: 'MAKEUP_DAY_NOT_ALLOWED' });
    }
    const signed = await makeUp(headers, day(-1));
    expect(signed.statusCode).toBe(409);
    expect(signed.json().error).toBe('DAY_ALREADY_SIGNED');

    const zh = await makeUp({ ...headers, 'accept-language': 'zh-CN' }, day(-1));
    expect(zh.json().msg).toBe('这一天已经签到过了。');
    const en = await makeUp({ ...headers, 'accept-language': 'en' }, day());
    expect(en.json().msg).toContain('Only a missed day of the last 7 days');
    expect((await call('GET', '/api/points/balance', headers)).json().data.available_points).toBe(
      110,
    );
  });

  it('refuses a malformed or impossible date with a field message', async () => {
    const { headers } = await learner(100);
    for (const malformed of ['2026-02-30', '2026-1-05', 'yesterday', 20261105]) {
      const response = await makeUp({ ...headers, 'accept-language': 'en' }, malformed);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
      expect(response.json().fields.day).toEqual(expect.any(String));
    }
    expect((await call('POST', '/api/signin/makeup', {}, { day: day(-1) })).statusCode).toBe(401);
  });

  it('stops at the monthly limit and when the points run out', async () => {
    await settings({ makeup_monthly_limit: 1, makeup_cost: 40 });
    const { headers } = await learner(30);
    const poor = await makeUp(headers, day(-1));
    expect(poor.statusCode).toBe(409);
    expect(poor.json().error).toBe('INSUFFICIENT_POINTS');

    const rich = await learner(100);
    expect((await makeUp(rich.headers, day(-1))).statusCode).toBe(200);
    const limited = await makeUp({ ...rich.headers, 'accept-language': 'zh-CN' }, day(-2));
    expect(limited.statusCode).toBe(409);
    expect(limited.json()).toMatchObject({
      error: 'MAKEUP_LIMIT_REACHED',
      msg: '本月的补签次数已用完。',
    });
    const status = (await call('GET', '/api/signin/status', rich.headers)).json().data;
    expect(status.makeup).toMatchObject({ can_make_up: false, remaining: 0, monthly_limit: 1 });
  });
});

describe('streak milestones', () => {
  it('pays the 7-day bonus once when the sign-in reaches it', async () => {
    const { user, headers } = await learner(100);
    await signedOn(user.id, days(-6, -1));

    const signIn = (await call('GET', '/api/signin/daily', headers)).json().data;
    expect(signIn).toMatchObject({
      points: 10,
      streak: 7,
      bonuses: [{ milestone: 7, points: 30 }],
    });
    expect(signIn.available_points).toBe(100 + 60 + 10 + 30);

    const status = (await call('GET', '/api/signin/status', headers)).json().data;
    expect(status.next_milestone).toMatchObject({ milestone: 30, days: 23 });

    // A make-up that lengthens the same streak pays it no second time.
    const longer = (await makeUp(headers, day(-7))).json().data;
    expect(longer).toMatchObject({ streak: 8, bonuses: [] });
    expect(await bonusRows(user.id)).toEqual([{ reference: `streak7:${day()}`, delta: 30 }]);
  });

  it('pays the bonus when a make-up fills the gap that kept the streak short', async () => {
    const { user, headers } = await learner(100);
    await signedOn(user.id, [...days(-7, -5), ...days(-3, -1)]);

    const filled = (await makeUp(headers, day(-4))).json().data;
    expect(filled).toMatchObject({ streak: 7, bonuses: [{ milestone: 7, points: 30 }] });
    const signIn = (await call('GET', '/api/signin/daily', headers)).json().data;
    expect(signIn).toMatchObject({ streak: 8, bonuses: [] });
    expect(await bonusRows(user.id)).toHaveLength(1);
  });

  it('pays nothing twice when a make-up joins two runs that were each paid', async () => {
    const { user, headers } = await learner(100);
    await signedOn(user.id, [...days(-14, -8), ...days(-6, 0)]);
    await bonusPaid(user.id, 7, day(-8));
    await bonusPaid(user.id, 7, day());

    const joined = (await makeUp(headers, day(-7))).json().data;
    expect(joined).toMatchObject({ streak: 15, bonuses: [] });
    expect(await bonusRows(user.id)).toHaveLength(2);
  });

  it('pays a joined run once when only its older part was paid', async () => {
    const { user, headers } = await learner(100);
    await signedOn(user.id, [...days(-14, -8), ...days(-6, -1)]);
    await bonusPaid(user.id, 7, day(-8));

    expect((await makeUp(headers, day(-7))).json().data).toMatchObject({ streak: 14, bonuses: [] });
    expect((await call('GET', '/api/signin/daily', headers)).json().data.bonuses).toEqual([]);
  });

  it('pays the 30-day bonus at 30 days and nothing for a milestone set to 0', async () => {
    await settings({ streak_bonus_7: 0, streak_bonus_30: 150 });
    const { user, headers } = await learner();
    await signedOn(user.id, days(-29, -1));

    const signIn = (await call('GET', '/api/signin/daily', headers)).json().data;
    expect(signIn).toMatchObject({ streak: 30, bonuses: [{ milestone: 30, points: 150 }] });
    expect(await bonusRows(user.id)).toEqual([{ reference: `streak30:${day()}`, delta: 150 }]);
  });
});

describeOnPostgres('make-up races', () => {
  it('keeps the 7-day bonus from a new account that makes up the week with its sign-in', async () => {
    const { user, headers } = await newcomer(1000);
    const responses = await Promise.all([
      call('GET', '/api/signin/daily', headers),
      ...days(-7, -1).map((missed) => makeUp(headers, missed)),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, ...Array(7).fill(422)]);
    expect(await bonusRows(user.id)).toEqual([]);
    expect((await call('GET', '/api/points/balance', headers)).json().data.available_points).toBe(
      1010,
    );
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
  });

  it('makes up one day once, however many requests arrive together', async () => {
    const { user, headers } = await learner(1000);
    const responses = await Promise.all(Array.from({ length: 20 }, () => makeUp(headers, day(-2))));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const refusals = responses.filter((response) => response.statusCode !== 200);
    expect(refusals.map((response) => response.json().error)).toEqual(
      Array(19).fill('DAY_ALREADY_SIGNED'),
    );
    const balance = (await call('GET', '/api/points/balance', headers)).json().data;
    expect(balance.available_points).toBe(980);
    expect(user.id).toBe(balance.user_id);
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
  });

  it('keeps the monthly limit when every missed day is made up at once', async () => {
    await settings({ makeup_monthly_limit: 1 });
    const { headers } = await learner(1000);
    const responses = await Promise.all(
      days(-7, -1).flatMap((missed) => [makeUp(headers, missed), makeUp(headers, missed)]),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(13);
    expect((await call('GET', '/api/points/balance', headers)).json().data.available_points).toBe(
      980,
    );
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
  });

  it('pays a milestone once when a sign-in and make-ups complete it together', async () => {
    const { user, headers } = await learner(1000);
    await signedOn(user.id, days(-6, -2));
    const responses = await Promise.all([
      call('GET', '/api/signin/daily', headers),
      ...Array.from({ length: 5 }, () => makeUp(headers, day(-1))),
    ]);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(2);
    const paid = responses.flatMap((response) => response.json().data?.bonuses ?? []);
    expect(paid).toEqual([{ milestone: 7, points: 30 }]);
    expect(await bonusRows(user.id)).toHaveLength(1);
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
  });
});
