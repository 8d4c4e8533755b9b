import { describe, expect, it } from 'vitest';
import {
  buildCourse,
  buildReward,
  buildUsers,
  grantPoints,
  ledgerMismatches,
  sessionHeaders,
  shippingDetails,
  signedInLearner,
} from '../../test/factories';
import { describeOnPostgres } from '../../test/postgres-only';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const { get } = ctx;

const redeem = (payload: object, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/redemption/create', payload, headers });

const learner = (points = 0) => signedInLearner(ctx.db, points);

const balanceOf = async (headers: Record<string, string>) =>
  (await get('/api/points/balance', headers)).json().data.available_points;
const stockOf = async (rewardId: number) =>
  (await get(`/api/reward/get?reward_id=${rewardId}`)).json().data.available_stock;

describe('GET /api/reward/list and /api/reward/get', () => {
  it('filters by category, pages 12 by default and hides inactive rewards', async () => {
    const course = await buildCourse(ctx.db, { difficultyLevel: 'advanced', pointsRequired: 200 });
    const merchandise = await buildReward(ctx.db);
    const access = await buildReward(ctx.db, { categoryId: 1, courseId: course.id });
    const hidden = await buildReward(ctx.db, { status: 'inactive' });

    const all = (await get('/api/reward/list')).json().data;
    expect(all).toMatchObject({ count: 2, page: 1, limit: 12 });
    const only = (await get('/api/reward/list?reward_category_id=1')).json().data.list;
    expect(only).toEqual([
      expect.objectContaining({
        reward_id: access.id,
        course_id: course.id,
        reward_category_id: 1,
      }),
    ]);
    expect((await get(`/api/reward/get?reward_id=${merchandise.id}`)).json().data.title).toBe(
      merchandise.title,
    );
    expect((await get(`/api/reward/get?reward_id=${hidden.id}`)).statusCode).toBe(404);
    expect((await get('/api/reward/list?reward_category_id=3')).statusCode).toBe(400);
  });
});

describe('POST /api/redemption/create', () => {
  it('validates shipping fields with the spec messages in the request language', async () => {
    const reward = await buildReward(ctx.db);
    const { headers } = await learner(100);

    const empty = await redeem({ reward_id: reward.id }, { ...headers, 'accept-language': 'zh' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 0,
      success: false,
      error: 'VALIDATION_FAILED',
      fields: {
        recipient_name: '收件人姓名不能为空',
        shipping_address: '收货地址不能为空',
        recipient_phone: '联系电话不能为空',
      },
    });
    const badPostal = await redeem(
      { ...shippingDetails, reward_id: reward.id, shipping_postal_code: '12345' },
      { ...headers, 'accept-language': 'en' },
    );
    expect(badPostal.json().fields).toEqual({
      shipping_postal_code: 'Postal code must be 6 digits.',
    });
    const badPhone = await redeem(
      { ...shippingDetails, reward_id: reward.id, recipient_phone: 'call me' },
      { ...headers, 'accept-language': 'zh' },
    );
    expect(badPhone.json().fields).toEqual({ recipient_phone: '请输入有效的联系电话' });

    expect(await balanceOf(headers)).toBe(100);
    expect(await stockOf(reward.id)).toBe(5);
  });

  it('takes the points and one item, and waits for approval (multipart form)', async () => {
    const reward = await buildReward(ctx.db, { pointsRequired: 60, availableStock: 2 });
    const { headers } = await learner(100);
    const form = new FormData();
    const fields = { ...shippingDetails, reward_id: String(reward.id) };
    for (const [key, value] of Object.entries(fields)) {
      form.append(key, value);
    }
    const request = new Request('http://localhost', { method: 'POST', body: form });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/redemption/create',
      headers: {
        ...headers,
        'accept-language': 'zh',
        'content-type': request.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      code: 1,
      success: true,
      message: '兑换申请提交成功，请等待审核',
      data: { available_points: 40, redemption: { status: 'pending', points_spent: 60 } },
    });
    expect(await stockOf(reward.id)).toBe(1);

    const history = (await get('/api/redemption/list', headers)).json();
    expect(history).toMatchObject({ code: 1, success: true });
    expect(history.data.pagination).toEqual({ page: 1, limit: 10, total: 1, total_pages: 1 });
    expect(history.data.redemptions[0]).toMatchObject({
      status: 'pending',
      recipient_name: '王芳',
    });
  });

  it('refuses when points or stock are short and changes nothing', async () => {
    const reward = await buildReward(ctx.db, { pointsRequired: 80, availableStock: 1 });
    const poor = await learner(79);
    const short = await redeem({ ...shippingDetails, reward_id: reward.id }, poor.headers);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ error: 'INSUFFICIENT_POINTS', success: false });
    expect(await stockOf(reward.id)).toBe(1);
    expect(await balanceOf(poor.headers)).toBe(79);

    const soldOut = await buildReward(ctx.db, { availableStock: 0 });
    const rich = await learner(500);
    const none = await redeem({ ...shippingDetails, reward_id: soldOut.id }, rich.headers);
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe('OUT_OF_STOCK');
    expect(await balanceOf(rich.headers)).toBe(500);
    expect((await get('/api/redemption/list', rich.headers)).json().data.redemptions).toEqual([]);
  });

  it('unlocks the course of a course-access reward at once, and only once', async () => {
    const course = await buildCourse(ctx.db, { difficultyLevel: 'advanced', pointsRequired: 200 });
    const reward = await buildReward(ctx.db, {
      categoryId: 1,
      courseId: course.id,
      pointsRequired: 150,
    });
    const { headers } = await learner(400);
    const response = await redeem({ reward_id: reward.id }, headers);
    expect(response.json().data.redemption.status).toBe('completed');
    const detail = (await get(`/api/course/get?course_id=${course.id}`, headers)).json().data;
    expect(detail.basic_info).toMatchObject({ has_access: true, is_redeemed_by_user: true });

    const again = await redeem({ reward_id: reward.id }, headers);
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(headers)).toBe(250);
  });

  it('answers a repeated Idempotency-Key with the first answer and redeems once', async () => {
    const reward = await buildReward(ctx.db, { pointsRequired: 10, availableStock: 9 });
    const { headers } = await learner(100);
    const keyed = { ...headers, 'idempotency-key': 'redeem-4f1c9a2e-retry' };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => redeem({ ...shippingDetails, reward_id: reward.id }, keyed)),
    );
    const bodies = responses.map((response) => response.json());
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(bodies[0]).toMatchObject({ code: 1 });
    expect(await balanceOf(headers)).toBe(90);
    expect(await stockOf(reward.id)).toBe(8);
  });

  it("needs a login and never lists another learner's redemptions", async () => {
    const reward = await buildReward(ctx.db);
    expect((await redeem({ ...shippingDetails, reward_id: reward.id }, {})).statusCode).toBe(401);
    const { headers } = await learner();
    const other = await learner();
    const foreign = await get(`/api/redemption/list?user_id=${other.user.id}`, headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ success: false, error: 'FORBIDDEN' });
  });
});

describeOnPostgres('redemption races', () => {
  it('gives 10 items of stock to exactly 10 of 100 learners redeeming at once', async () => {
    const reward = await buildReward(ctx.db, { pointsRequired: 50, availableStock: 10 });
    const users = await buildUsers(ctx.db, 100);
    const sessions = await Promise.all(
      users.map(async (user) => {
        await grantPoints(ctx.db, user.id, 50);
        return sessionHeaders(ctx.db, user.id);
      }),
    );
    const responses = await Promise.all(
      sessions.map((headers) => redeem({ ...shippingDetails, reward_id: reward.id }, headers)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(responses.filter((response) => response.json().error === 'OUT_OF_STOCK')).toHaveLength(
      90,
    );
    expect(await stockOf(reward.id)).toBe(0);
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
  });
});
