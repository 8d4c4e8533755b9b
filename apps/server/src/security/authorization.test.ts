import { describe, expect, it } from 'vitest';
import {
  buildContent,
  buildCourse,
  buildReward,
  buildTeacherAccount,
  buildUser,
  grantPoints,
  sessionHeaders,
} from '../test/factories';
import { useTestApp } from '../test/test-app';

const ctx = useTestApp();

/** Calls anyone may make; a guest is never refused with 401/403 on them. */
const publicRoutes = new Set([
  'GET /api/health',
  'GET /api/site/settings',
  'GET /api/banner/lists',
  'GET /api/activities/lists',
  'GET /api/course/lists',
  'GET /api/course/featured',
  'GET /api/course/get',
  'GET /api/course/related',
  'GET /api/course/reviews',
  'GET /api/teacher/list',
  'GET /api/teacher/featured',
  'GET /api/teacher/get',
  'GET /api/reward/list',
  'GET /api/reward/get',
  'GET /api/content/list',
  'GET /api/content/get',
  'GET /api/questions/counts',
  'GET /api/certificate/verify',
  'POST /api/users/register',
  'POST /api/users/login',
  'POST /api/users/confirm',
  'POST /api/users/login/link',
  'POST /api/users/login/link/use',
  'POST /api/users/password/forgot',
  'POST /api/users/password/reset',
]);
/** Answers 401 without a valid token by design (it checks a token). */
const tokenCheckRoutes = new Set(['GET /api/users/verify']);
/**
 * Loaded by the browser itself (a video's <track>), which sends no token: a signed link is the
 * only key, and everyone without one is refused (decision 0007).
 */
const signedLinkRoutes = new Set(['GET /api/content/captions/:id/:language']);
/** The teacher's workspace calls any linked teacher may make; the rest are about one course. */
const anyTeacherRoutes = new Set([
  'GET /api/teach/courses',
  'GET /api/teach/questions',
  'POST /api/teach/uploads',
]);

/** `teacher` teaches the matrix's course; `otherTeacher` is linked to a profile with another. */
type Identity =
  | 'guest'
  | 'studentA'
  | 'studentB'
  | 'teacher'
  | 'otherTeacher'
  | 'admin'
  | 'disabled';
type Expectation = 'open' | 'signedIn' | 'admin' | 'signedLink' | 'teacher' | 'courseTeacher';

function expectationOf(method: string, url: string): Expectation {
  const key = `${method} ${url}`;
  if (signedLinkRoutes.has(key)) return 'signedLink';
  if (publicRoutes.has(key) || tokenCheckRoutes.has(key)) return 'open';
  if (url.startsWith('/api/admin')) return 'admin';
  if (anyTeacherRoutes.has(key)) return 'teacher';
  if (url.startsWith('/api/teach/')) return 'courseTeacher';
  return 'signedIn';
}

const refusedWith: Record<Expectation, Record<Identity, number[] | null>> = {
  // null: any answer but 401/403 (the call is allowed; the body may still be invalid).
  open: {
    guest: null,
    studentA: null,
    studentB: null,
    teacher: null,
    otherTeacher: null,
    admin: null,
    disabled: null,
  },
  signedIn: {
    guest: [401],
    studentA: null,
    studentB: null,
    teacher: null,
    otherTeacher: null,
    admin: null,
    disabled: [401],
  },
  admin: {
    guest: [401],
    studentA: [403],
    studentB: [403],
    teacher: [403],
    otherTeacher: [403],
    admin: null,
    disabled: [401],
  },
  signedLink: {
    guest: [403],
    studentA: [403],
    studentB: [403],
    teacher: [403],
    otherTeacher: [403],
    admin: [403],
    disabled: [403],
  },
  // The workspace is a linked teacher's alone; admins have the admin area (decision 0043).
  teacher: {
    guest: [401],
    studentA: [403],
    studentB: [403],
    teacher: null,
    otherTeacher: null,
    admin: [403],
    disabled: [401],
  },
  courseTeacher: {
    guest: [401],
    studentA: [403],
    studentB: [403],
    teacher: null,
    otherTeacher: [403],
    admin: [403],
    disabled: [401],
  },
};

describe('authorization matrix', () => {
  it('answers every registered API route as the table says, for every kind of caller', async () => {
    const teacher = await buildTeacherAccount(ctx.db);
    const otherTeacher = await buildTeacherAccount(ctx.db);
    await buildCourse(ctx.db, { teacherId: otherTeacher.teacher.id });
    const course = await buildCourse(ctx.db, { teacherId: teacher.teacher.id });
    const lesson = await buildContent(ctx.db, course.id, { type: 'text' });
    await buildReward(ctx.db);
    const users = {
      studentA: await buildUser(ctx.db),
      studentB: await buildUser(ctx.db),
      teacher: teacher.user,
      otherTeacher: otherTeacher.user,
      admin: await buildUser(ctx.db, { role: 'admin' }),
      disabled: await buildUser(ctx.db),
    };
    const headers: Record<Identity, Record<string, string>> = {
      guest: {},
      studentA: await sessionHeaders(ctx.db, users.studentA.id),
      studentB: await sessionHeaders(ctx.db, users.studentB.id),
      teacher: await sessionHeaders(ctx.db, users.teacher.id),
      otherTeacher: await sessionHeaders(ctx.db, users.otherTeacher.id),
      admin: await sessionHeaders(ctx.db, users.admin.id),
      disabled: await sessionHeaders(ctx.db, users.disabled.id),
    };
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${users.disabled.id}`,
      headers: headers.admin,
    });

    const routes = ctx.app.routeTable.filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
    );
    expect(routes.length).toBeGreaterThan(70);
    const identities: Identity[] = [
      'guest',
      'studentA',
      'studentB',
      'teacher',
      'otherTeacher',
      'disabled',
    ];
    // Admins are asked only where they are refused: their allowed admin calls would change the data.
    const identitiesFor = (expectation: Expectation) =>
      (expectation === 'teacher' || expectation === 'courseTeacher'
        ? [...identities, 'admin']
        : identities) as Identity[];
    for (const { method, url } of routes) {
      const expectation = expectationOf(method, url);
      // A lesson route of the workspace names the course's lesson; every other :id the course.
      const concrete = url
        .replace(':id', String(url.startsWith('/api/teach/lessons') ? lesson.id : course.id))
        .replace(':action', 'approve')
        .replace(':language', 'en')
        .concat(
          method === 'GET' ? `?course_id=${course.id}&content_id=1&teacher_id=1&reward_id=1` : '',
        );
      for (const identity of identitiesFor(expectation)) {
        // A fresh session per call: logout or a password change must not spoil the next one.
        const identityHeaders =
          identity === 'guest' || identity === 'disabled'
            ? headers[identity]
            : await sessionHeaders(ctx.db, users[identity].id);
        const response = await ctx.app.inject({
          method: method as 'GET',
          url: concrete,
          headers: identityHeaders,
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        const refused = refusedWith[expectation][identity];
        const context = `${method} ${url} as ${identity}: ${response.statusCode}`;
        if (refused) expect(refused, context).toContain(response.statusCode);
        else if (!tokenCheckRoutes.has(`${method} ${url}`)) {
          expect([401, 403], context).not.toContain(response.statusCode);
        }
        expect(response.statusCode, context).toBeLessThan(500);
      }
    }
    // Some 700 requests, each with a fresh session: a busy two-core runner needs over a minute.
  }, 180_000);
});

describe('one learner never reaches another learner’s records', () => {
  it("keeps A's points, progress, quiz results and redemptions away from B", async () => {
    const a = await buildUser(ctx.db);
    const b = await buildUser(ctx.db);
    await grantPoints(ctx.db, a.id, 500);
    const aHeaders = await sessionHeaders(ctx.db, a.id);
    const bHeaders = await sessionHeaders(ctx.db, b.id);
    const course = await buildCourse(ctx.db);
    const video = await buildContent(ctx.db, course.id, {
      type: 'video',
      contentData: { url: '/media/lessons/a.mp4', transcript: 'x' },
    });
    const reward = await buildReward(ctx.db);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/content/progress',
      headers: aHeaders,
      payload: { content_id: video.id, progress: 80, position_seconds: 40 },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/redemption/create',
      headers: aHeaders,
      payload: {
        reward_id: reward.id,
        recipient_name: 'A',
        recipient_phone: '13800138000',
        shipping_address: 'Secret street 1',
      },
    });

    const get = (url: string) => ctx.app.inject({ url, headers: bHeaders });
    for (const url of [
      `/api/points/balance?user_id=${a.id}`,
      `/api/points/lists?user_id=${a.id}`,
      `/api/redemption/list?user_id=${a.id}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(403);
    }
    const item = (await get(`/api/content/get?content_id=${video.id}`)).json().data;
    expect(item).toMatchObject({ user_progress: 0, position_seconds: 0 });
    const redemptions = await get('/api/redemption/list');
    expect(redemptions.json().data.redemptions).toEqual([]);
    expect(redemptions.body).not.toContain('Secret street');
    expect((await get('/api/points/balance')).json().data.available_points).toBe(0);
  });
});
