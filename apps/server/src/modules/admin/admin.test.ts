import { describe, expect, it } from 'vitest';
import {
  buildContent,
  buildCourse,
  buildReward,
  buildUnlockableCourse,
  buildUser,
  grantPoints,
  sessionHeaders,
  trueFalseQuestion,
} from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

type Headers = Record<string, string>;
const call = (method: string, url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

async function adminSession() {
  const admin = await buildUser(ctx.db, { role: 'admin' });
  return { admin, headers: await sessionHeaders(ctx.db, admin.id) };
}

const courseInput = {
  title: 'Reading Balance Sheets',
  title_zh: '读懂资产负债表',
  description: 'Assets, liabilities and equity.',
  difficulty_level: 'intermediate',
  points_required: 100,
  points_reward: 20,
  price: 99,
};

describe('admin authorization', () => {
  it('refuses every /api/admin route to guests (401) and to students and teachers (403)', async () => {
    const student = await buildUser(ctx.db);
    const teacher = await buildUser(ctx.db, { role: 'teacher' });
    const routes = ctx.app.routeTable.filter((route) => route.url.startsWith('/api/admin'));
    expect(routes.length).toBeGreaterThan(35);
    for (const { method, url } of routes) {
      const concrete = url.replace(':id', '1').replace(':action', 'approve');
      expect((await call(method, concrete, {})).statusCode, `${method} ${url}`).toBe(401);
      for (const user of [student, teacher]) {
        const response = await call(method, concrete, await sessionHeaders(ctx.db, user.id), {});
        expect(response.statusCode, `${method} ${url} as ${user.role}`).toBe(403);
      }
    }
  });

  it('takes a role change into account on the next request', async () => {
    const { admin, headers } = await adminSession();
    const other = await buildUser(ctx.db, { role: 'admin' });
    const otherHeaders = await sessionHeaders(ctx.db, other.id);
    await call('PUT', `/api/admin/users/${other.id}`, headers, {
      name: other.fullName,
      email: other.email,
      role: 'student',
    });
    expect((await call('GET', '/api/admin/stats', otherHeaders)).statusCode).toBe(403);
    expect(admin.role).toBe('admin');
  });
});

describe('course and content management', () => {
  it('creates, edits, lists and deletes a course, auditing each write', async () => {
    const { headers } = await adminSession();
    const created = await call('POST', '/api/admin/courses', headers, courseInput);
    expect(created.statusCode, created.body).toBe(200);
    const course = created.json().data;
    expect(course).toMatchObject({ status: 'active', title_zh: '读懂资产负债表', enrollments: 0 });

    const updated = await call('PUT', `/api/admin/courses/${course.id}`, headers, {
      ...courseInput,
      title_zh: '',
      status: 'draft',
    });
    expect(updated.json().data).toMatchObject({ status: 'draft', title_zh: null });
    expect((await call('GET', `/api/course/get?course_id=${course.id}`, {})).statusCode).toBe(404);

    const list = (await call('GET', '/api/admin/courses?search=balance', headers)).json().data;
    expect(list.list.map((row: { id: number }) => row.id)).toEqual([course.id]);

    expect((await call('DELETE', `/api/admin/courses/${course.id}`, headers)).statusCode).toBe(200);
    const audit = (await call('GET', '/api/admin/audit?entity=course', headers)).json().data;
    expect(audit.list.map((entry: { action: string }) => entry.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
    expect(audit.list[1].before).toMatchObject({ status: 'active' });
    expect(audit.list[1].after).toMatchObject({ status: 'draft' });
  });

  it('refuses to delete a course that learners have started, keeping their history', async () => {
    const { headers } = await adminSession();
    const course = await buildCourse(ctx.db);
    const lesson = await buildContent(ctx.db, course.id, { type: 'text' });
    const learner = await buildUser(ctx.db);
    await call('POST', '/api/content/complete', await sessionHeaders(ctx.db, learner.id), {
      course_id: course.id,
      content_id: lesson.id,
    });
    const refused = await call('DELETE', `/api/admin/courses/${course.id}`, headers);
    expect(refused.statusCode).toBe(409);
    expect((await call('DELETE', `/api/admin/contents/${lesson.id}`, headers)).statusCode).toBe(
      409,
    );
    expect((await call('GET', `/api/course/get?course_id=${course.id}`, {})).statusCode).toBe(200);
  });

  it('stores sanitized article HTML, validates quizzes and reorders items', async () => {
    const { headers } = await adminSession();
    const course = await buildCourse(ctx.db);
    const article = await call('POST', '/api/admin/contents', headers, {
      course_id: course.id,
      type: 'text',
      title: 'Intro',
      content_data: { html: '<p onclick="alert(1)">Hi<script>alert(1)</script></p>' },
    });
    expect(article.json().data.content_data).toEqual({ html: '<p>Hi</p>' });

    const badQuiz = await call('POST', '/api/admin/contents', headers, {
      course_id: course.id,
      type: 'quiz',
      title: 'Check',
      content_data: {
        questions: [trueFalseQuestion({ answer: 'maybe' })],
      },
    });
    expect(badQuiz.statusCode).toBe(400);

    const quiz = await call('POST', '/api/admin/contents', headers, {
      course_id: course.id,
      type: 'quiz',
      title: 'Check',
      content_data: {
        passing_score: 80,
        questions: [trueFalseQuestion()],
      },
    });
    expect(quiz.json().data.content_data).toMatchObject({ passing_score: 80, max_attempts: 3 });

    const ids = [quiz.json().data.id, article.json().data.id];
    const reordered = await call('POST', '/api/admin/contents/order', headers, {
      course_id: course.id,
      ids,
    });
    expect(reordered.json().data.list.map((item: { id: number }) => item.id)).toEqual(ids);
    const wrong = await call('POST', '/api/admin/contents/order', headers, {
      course_id: course.id,
      ids: [ids[0]],
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('takes a lesson titled in either language, and refuses one titled in neither', async () => {
    const { headers } = await adminSession();
    const course = await buildCourse(ctx.db);
    const lesson = (titles: { title?: string; title_zh?: string }) =>
      call(
        'POST',
        '/api/admin/contents',
        { ...headers, 'accept-language': 'en' },
        {
          course_id: course.id,
          type: 'text',
          ...titles,
          content_data: { html: '<p>护城河</p>' },
        },
      );
    const chineseOnly = await lesson({ title_zh: '护城河' });
    expect(chineseOnly.statusCode, chineseOnly.body).toBe(200);
    expect(chineseOnly.json().data).toMatchObject({ title: '', title_zh: '护城河' });
    expect((await lesson({ title: 'Moats' })).statusCode).toBe(200);
    const untitled = await lesson({ title: '  ', title_zh: '' });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().fields).toEqual({ title: 'Give a title in English or in Chinese.' });
  });
});

describe('user management', () => {
  it('creates users, keeps emails unique and protects the last admin', async () => {
    const { admin, headers } = await adminSession();
    const created = await call('POST', '/api/admin/users', headers, {
      name: 'New Teacher',
      email: 'New.Teacher@Example.com',
      role: 'teacher',
      password: 'Teach#2026!',
    });
    expect(created.json().data).toMatchObject({
      email: 'new.teacher@example.com',
      role: 'teacher',
    });
    expect(created.body).not.toContain('password');
    const duplicate = await call('POST', '/api/admin/users', headers, {
      name: 'Again',
      email: 'new.teacher@example.com',
      role: 'student',
      password: 'Teach#2026!',
    });
    expect(duplicate.statusCode).toBe(409);

    const selfDemotion = await call('PUT', `/api/admin/users/${admin.id}`, headers, {
      name: admin.fullName,
      email: admin.email,
      role: 'student',
    });
    expect(selfDemotion.statusCode).toBe(409);
  });

  it('disables an account and ends its sessions, and resets passwords', async () => {
    const { headers } = await adminSession();
    const learner = await buildUser(ctx.db);
    const learnerHeaders = await sessionHeaders(ctx.db, learner.id);
    expect(
      (await call('DELETE', `/api/admin/users/${learner.id}`, headers)).json().data.status,
    ).toBe('disabled');
    expect((await call('GET', '/api/users/profile', learnerHeaders)).statusCode).toBe(401);

    const other = await buildUser(ctx.db);
    const otherHeaders = await sessionHeaders(ctx.db, other.id);
    await call('POST', `/api/admin/users/${other.id}/password`, headers, {
      password: 'Fresh#Pass1',
    });
    expect((await call('GET', '/api/users/profile', otherHeaders)).statusCode).toBe(401);
    const login = await call(
      'POST',
      '/api/users/login',
      {},
      { email: other.email, password: 'Fresh#Pass1' },
    );
    expect(login.statusCode).toBe(200);
  });
});

describe('redemption fulfilment and points', () => {
  it('approves, ships and completes in order, and refunds a rejection once', async () => {
    const { headers } = await adminSession();
    const reward = await buildReward(ctx.db, { pointsRequired: 40, availableStock: 3 });
    const learner = await buildUser(ctx.db);
    await grantPoints(ctx.db, learner.id, 100);
    const learnerHeaders = await sessionHeaders(ctx.db, learner.id);
    const redeem = () =>
      call('POST', '/api/redemption/create', learnerHeaders, {
        reward_id: reward.id,
        recipient_name: 'Li Na',
        recipient_phone: '13800138000',
        shipping_address: '100 Century Avenue',
      });
    const first = (await redeem()).json().data.redemption.redemption_id;
    const second = (await redeem()).json().data.redemption.redemption_id;

    const act = (id: number, action: string, body: object = {}) =>
      call('POST', `/api/admin/redemptions/${id}/${action}`, headers, body);
    expect((await act(first, 'ship', { tracking_number: 'SF1' })).statusCode).toBe(409);
    expect((await act(first, 'approve')).json().data.status).toBe('approved');
    expect((await act(first, 'ship')).statusCode).toBe(400);
    expect((await act(first, 'ship', { tracking_number: 'SF1001' })).json().data).toMatchObject({
      status: 'shipped',
      tracking_number: 'SF1001',
    });
    expect((await act(first, 'complete')).json().data.status).toBe('completed');
    expect((await act(first, 'reject')).statusCode).toBe(409);

    expect(
      (await act(second, 'reject', { note: 'Address unreachable' })).json().data,
    ).toMatchObject({
      status: 'rejected',
      admin_note: 'Address unreachable',
    });
    expect((await act(second, 'reject')).statusCode).toBe(409);
    const balance = (await call('GET', '/api/points/balance', learnerHeaders)).json().data;
    expect(balance.available_points).toBe(60);
    const stats = (await call('GET', '/api/admin/rewards/stats', headers)).json().data;
    expect(stats).toMatchObject({ pending: 0, shipped: 0, points_redeemed: 40, low_stock: 1 });
    const history = (await call('GET', '/api/redemption/list', learnerHeaders)).json().data;
    expect(history.redemptions.map((row: { status: string }) => row.status)).toEqual([
      'rejected',
      'completed',
    ]);
  });

  it('adjusts points with a reason and never below zero', async () => {
    const { headers } = await adminSession();
    const learner = await buildUser(ctx.db);
    const adjust = (delta: number, reason = 'Event prize') =>
      call('POST', '/api/admin/points/adjust', headers, { user_id: learner.id, delta, reason });
    expect((await adjust(50)).json().data.available_points).toBe(50);
    expect((await adjust(-80)).json().error).toBe('INSUFFICIENT_POINTS');
    expect((await adjust(20, '')).statusCode).toBe(400);
    const ledger = (
      await call('GET', `/api/admin/points/ledger?user_id=${learner.id}`, headers)
    ).json();
    expect(ledger.data.list).toEqual([
      expect.objectContaining({ points: 50, description: 'Adjustment: Event prize' }),
    ]);
  });
});

describe('settings and dashboard', () => {
  it('edits the public settings and reports real dashboard figures', async () => {
    const { headers } = await adminSession();
    const settings = (await call('GET', '/api/admin/settings', headers)).json().data;
    const saved = await call('PUT', '/api/admin/settings', headers, {
      ...settings,
      time_zone: undefined,
      signin_points: 25,
      customer_service_url: 'https://chat.example.org/academy',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', '/api/site/settings', {})).json().data).toMatchObject({
      signin_points: 25,
      customer_service_url: 'https://chat.example.org/academy',
    });
    const hostile = await call('PUT', '/api/admin/settings', headers, {
      ...settings,
      customer_service_url: 'javascript:alert(1)',
    });
    expect(hostile.statusCode).toBe(400);
    // The footer's social links and WeChat QR code: web addresses and an uploaded image, or none.
    const social = {
      weibo_url: 'https://weibo.com/academy',
      youtube_url: '',
      linkedin_url: 'https://www.linkedin.com/company/academy',
      wechat_qr_image: '/media/admin/wechat-qr.png',
    };
    const withSocial = await call('PUT', '/api/admin/settings', headers, {
      ...settings,
      time_zone: undefined,
      ...social,
    });
    expect(withSocial.statusCode, withSocial.body).toBe(200);
    expect((await call('GET', '/api/site/settings', {})).json().data).toMatchObject(social);
    for (const hostileSocial of [
      { weibo_url: 'javascript:alert(1)' },
      { wechat_qr_image: 'https://tracker.example.com/qr.png' },
    ]) {
      const refused = await call('PUT', '/api/admin/settings', headers, {
        ...settings,
        ...hostileSocial,
      });
      expect(refused.statusCode).toBe(400);
    }
    expect(
      JSON.stringify((await call('GET', '/api/admin/settings', headers)).json()),
    ).not.toContain('media_signing_key');

    await buildCourse(ctx.db);
    const stats = (await call('GET', '/api/admin/stats', headers)).json().data;
    expect(stats).toMatchObject({
      totalUsers: 1,
      activeUsers: 1,
      totalCourses: 1,
      totalTeachers: 0,
    });
    const feed = (await call('GET', '/api/admin/activities', headers)).json().data.list;
    expect(feed[0]).toMatchObject({ type: 'registration' });

    // The feed names what happened as data; the web writes the sentence in each language.
    const course = await buildUnlockableCourse(ctx.db, { title: 'Moats', pointsRequired: 40 });
    const learner = await buildUser(ctx.db);
    await grantPoints(ctx.db, learner.id, 100);
    const unlock = await call(
      'POST',
      '/api/course/unlock',
      await sessionHeaders(ctx.db, learner.id),
      { course_id: course.id },
    );
    expect(unlock.statusCode, unlock.body).toBe(200);
    const events = (await call('GET', '/api/admin/activities', headers)).json().data.list;
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'payment',
          spend: 'course_unlock',
          course: { title: 'Moats', title_zh: course.titleZh },
          amount: 40,
        }),
        expect.objectContaining({
          type: 'enrollment',
          course_id: course.id,
          course: expect.objectContaining({ title: 'Moats' }),
        }),
      ]),
    );
    expect(JSON.stringify(events)).not.toContain('Course unlocked:');
  });
});
