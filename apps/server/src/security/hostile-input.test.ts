import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildContent,
  buildCourse,
  buildReward,
  buildTeacherAccount,
  ledgerMismatches,
  signedInAdmin,
  signedInLearner,
} from '../test/factories';
import { useTestApp } from '../test/test-app';

const ctx = useTestApp();

/** Strings that have broken servers before: huge, control characters, CJK, emoji, SQL, HTML. */
const nasty = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(10_000),
    '期权入门',
    '😀🚀',
    "' OR 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '\u0000',
    '../../etc/passwd',
    '%00',
    '1e309',
  ),
);
const value = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
);
const body = fc.oneof(
  fc.dictionary(nasty, value, { maxKeys: 6 }),
  fc.record({ __proto__: fc.dictionary(fc.string(), value) } as never),
  fc.constantFrom(
    { constructor: { prototype: { role: 'admin' } } },
    { role: 'admin', points: 99999 },
  ),
);

describe('hostile input on every route', () => {
  it('never answers 5xx, always with an envelope, and leaves the ledger consistent', async () => {
    // The course's teacher reaches the workspace's routes, which turn everyone else away first.
    const teacher = await buildTeacherAccount(ctx.db);
    const course = await buildCourse(ctx.db, { teacherId: teacher.teacher.id });
    await buildContent(ctx.db, course.id, { type: 'text' });
    await buildReward(ctx.db);
    const student = await signedInLearner(ctx.db, 100);
    const admin = await signedInAdmin(ctx.db);
    const routes = ctx.app.routeTable.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        !route.url.startsWith('/api/docs') &&
        route.url !== '/api/users/logout',
    );
    const callers = [{}, student.headers, admin.headers, teacher.headers];

    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          body,
          fc.dictionary(nasty, nasty, { maxKeys: 4 }),
          fc.nat(3),
          async (payload, query, who) => {
            const search = new URLSearchParams(query).toString();
            const response = await ctx.app.inject({
              method: route.method as 'GET',
              url: `${route.url.replace(':id', '1').replace(':action', 'approve').replace(':language', 'zh')}?${search}`,
              headers: callers[who] ?? {},
              ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload }),
            });
            const context = `${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
            expect(response.statusCode, context).toBeLessThan(500);
            // An export answers its file; anything else, and any refusal, is the envelope.
            if (route.url.endsWith('/export') && response.statusCode === 200) {
              expect(response.headers['content-type'], context).toMatch(/^text\/csv/);
              expect(response.body.startsWith('\uFEFF'), context).toBe(true);
              return;
            }
            expect(response.headers['content-type'], context).toMatch(/application\/json/);
            const parsed = response.json();
            expect([0, 1], context).toContain(parsed.code);
          },
        ),
        { numRuns: 200 },
      );
    }
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
  }, 300_000);

  it('refuses malformed JSON, wrong types, oversized bodies and mass assignment cleanly', async () => {
    const { headers } = await signedInLearner(ctx.db);
    // A client of its own: the walk above may have spent the budget of the address it used.
    const send = (payload: string, type = 'application/json') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/profile',
        headers: { ...headers, 'content-type': type },
        payload,
        remoteAddress: '203.0.113.41',
      });
    expect((await send('{"name":')).statusCode).toBe(400);
    expect((await send('<name>x</name>', 'application/xml')).statusCode).toBe(415);
    expect(
      (await send(JSON.stringify({ name: 'x'.repeat(300_000), language_preference: 'en' })))
        .statusCode,
    ).toBe(413);
    const sneaky = await send(
      JSON.stringify({
        name: 'Plain',
        language_preference: 'en',
        role: 'admin',
        available_points: 9999,
        user_id: 1,
      }),
    );
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.json().data).toMatchObject({
      full_name: 'Plain',
      role: 'student',
      available_points: 0,
    });
  });
});
