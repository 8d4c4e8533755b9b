import { describe, expect, it } from 'vitest';
import {
  buildCourse,
  buildReward,
  buildUnlockableCourse,
  shippingDetails,
  signedInAdmin,
  signedInLearner,
} from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const { get, post } = ctx;

type Headers = Record<string, string>;

const learner = (points = 0) => signedInLearner(ctx.db, points);

const inbox = async (headers: Headers, query = '') =>
  (await get(`/api/notifications${query}`, headers)).json().data;
const kindsIn = async (headers: Headers) =>
  (await inbox(headers)).list.map((entry: { kind: string }) => entry.kind);

/** A merchandise redemption of 50 points by a fresh learner. */
async function redemption() {
  const { user, headers } = await learner(200);
  const reward = await buildReward(ctx.db, { title: 'Mug', titleZh: '马克杯' });
  const created = await post(
    '/api/redemption/create',
    { reward_id: reward.id, ...shippingDetails },
    headers,
  );
  return { user, headers, id: created.json().data.redemption.redemption_id as number };
}

describe('the inbox', () => {
  it('hears of each step of a redemption, with the tracking number and the refund', async () => {
    const { headers: adminHeaders } = await signedInAdmin(ctx.db);
    const shipped = await redemption();
    const act = (id: number, action: string, body: object = {}) =>
      post(`/api/admin/redemptions/${id}/${action}`, body, adminHeaders);
    await act(shipped.id, 'approve');
    // The bulk step goes through the same single-item operation.
    await post(
      '/api/admin/redemptions/bulk',
      { action: 'ship', items: [{ id: shipped.id, tracking_number: 'SF1234567890' }] },
      adminHeaders,
    );
    await act(shipped.id, 'complete');
    const { list, unread, count } = await inbox(shipped.headers);
    expect({ unread, count }).toEqual({ unread: 3, count: 3 });
    const facts = { redemption_id: shipped.id, reward_name: 'Mug', reward_name_zh: '马克杯' };
    expect(list.map((entry: { kind: string; data: object }) => [entry.kind, entry.data])).toEqual([
      ['redemption_completed', facts],
      ['redemption_shipped', { ...facts, tracking_number: 'SF1234567890' }],
      ['redemption_approved', facts],
    ]);
    expect(list[0]).toMatchObject({ read_at: null, created_at: expect.any(String) });

    const rejected = await redemption();
    await act(rejected.id, 'reject', { note: 'Out of this colour' });
    expect((await inbox(rejected.headers)).list[0]).toMatchObject({
      kind: 'redemption_rejected',
      data: { redemption_id: rejected.id, refunded_points: 50, note: 'Out of this colour' },
    });
  });

  it('hears of courses opened by points or by a reward, and of adjustments', async () => {
    const { user, headers } = await learner(500);
    const premium = await buildUnlockableCourse(ctx.db, { pointsRequired: 100, title: 'Options' });
    await post('/api/course/unlock', { course_id: premium.id }, headers);
    await post('/api/course/unlock', { course_id: premium.id }, headers);
    const granted = await buildCourse(ctx.db, { difficultyLevel: 'advanced', title: 'Bonds' });
    const access = await buildReward(ctx.db, { categoryId: 1, courseId: granted.id });
    await post('/api/redemption/create', { reward_id: access.id, ...shippingDetails }, headers);

    const { headers: adminHeaders } = await signedInAdmin(ctx.db);
    await post(
      '/api/admin/points/adjust',
      { user_id: user.id, delta: -30, reason: 'Duplicate sign-in' },
      adminHeaders,
    );
    const { list } = await inbox(headers);
    expect(list.map((entry: { kind: string; data: object }) => [entry.kind, entry.data])).toEqual([
      ['points_adjusted', { points: -30, note: 'Duplicate sign-in' }],
      [
        'course_unlocked',
        { course_id: granted.id, course_title: 'Bonds', course_title_zh: granted.titleZh },
      ],
      [
        'course_unlocked',
        { course_id: premium.id, course_title: 'Options', course_title_zh: premium.titleZh },
      ],
    ]);
  });

  it('holds nothing of an event that did not happen', async () => {
    const { user, headers } = await learner(10);
    const { headers: adminHeaders } = await signedInAdmin(ctx.db);
    const refused = await post(
      '/api/admin/points/adjust',
      { user_id: user.id, delta: -1000, reason: 'Too much' },
      adminHeaders,
    );
    expect(refused.statusCode).toBe(409);
    const pending = await redemption();
    expect(
      (
        await post(
          `/api/admin/redemptions/${pending.id}/ship`,
          { tracking_number: 'X1' },
          adminHeaders,
        )
      ).statusCode,
    ).toBe(409);
    expect(await kindsIn(headers)).toEqual([]);
    expect(await kindsIn(pending.headers)).toEqual([]);
  });

  it('pages newest first and marks one, then all, read — the learner’s own only', async () => {
    const { user, headers } = await learner(100);
    const other = await learner(100);
    const { headers: adminHeaders } = await signedInAdmin(ctx.db);
    for (const [who, delta] of [
      [user.id, 1],
      [user.id, 2],
      [user.id, 3],
      [other.user.id, 4],
    ]) {
      await post(
        '/api/admin/points/adjust',
        { user_id: who, delta, reason: `+${delta}` },
        adminHeaders,
      );
    }
    const firstPage = await inbox(headers, '?page=1&page_size=2');
    expect(firstPage).toMatchObject({ count: 3, unread: 3, page: 1, page_size: 2 });
    expect(firstPage.list.map((entry: { data: { points: number } }) => entry.data.points)).toEqual([
      3, 2,
    ]);
    const secondPage = await inbox(headers, '?page=2&page_size=2');
    expect(secondPage.list.map((entry: { data: { points: number } }) => entry.data.points)).toEqual(
      [1],
    );

    const othersId = (await inbox(other.headers)).list[0].id;
    const newest = firstPage.list[0].id;
    const marked = await post('/api/notifications/read', { ids: [newest, othersId] }, headers);
    expect(marked.json().data).toEqual({ unread: 2 });
    expect((await get('/api/notifications/unread', headers)).json().data).toEqual({ unread: 2 });
    expect((await inbox(headers)).list[0].read_at).toEqual(expect.any(String));
    expect((await get('/api/notifications/unread', other.headers)).json().data).toEqual({
      unread: 1,
    });

    expect((await post('/api/notifications/read', { all: true }, headers)).json().data).toEqual({
      unread: 0,
    });
    expect((await get('/api/notifications/unread', other.headers)).json().data).toEqual({
      unread: 1,
    });
    for (const body of [{}, { ids: [] }, { all: false }, { ids: ['x'] }]) {
      expect(
        (await post('/api/notifications/read', body, headers)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect((await get('/api/notifications')).statusCode).toBe(401);
  });
});
