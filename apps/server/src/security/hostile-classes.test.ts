import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RegisteredRoute } from '../app';
import { pointBalances } from '../modules/points/points.schema';
import { buildTeacher, buildTeacherAccount, buildUser, sessionHeaders } from '../test/factories';
import { useTestApp } from '../test/test-app';

const ctx = useTestApp();

/** The field names an object schema declares (through defaults, pipes and refinements). */
function fieldsOf(schema: unknown): string[] {
  let current = schema;
  for (let depth = 0; depth < 8 && current instanceof z.ZodType; depth += 1) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    const def = (current as z.ZodType)._zod.def as {
      innerType?: unknown;
      in?: unknown;
      schema?: unknown;
    };
    current = def.innerType ?? def.in ?? def.schema;
  }
  return [];
}

const apiRoutes = () =>
  ctx.app.routeTable.filter(
    (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
  );

const pathOf = (route: RegisteredRoute, id = '1') =>
  route.url.replace(':id', id).replace(':action', 'approve').replace(':language', 'en');

async function callers() {
  const student = await buildUser(ctx.db);
  const admin = await buildUser(ctx.db, { role: 'admin' });
  return {
    student: await sessionHeaders(ctx.db, student.id),
    admin: await sessionHeaders(ctx.db, admin.id),
    teacher: (await buildTeacherAccount(ctx.db)).headers,
  };
}

/** Each route is attacked by a caller it lets in, so its input checks are what answers. */
function headersFor(route: RegisteredRoute, who: Awaited<ReturnType<typeof callers>>) {
  if (route.url.startsWith('/api/admin')) return who.admin;
  return route.url.startsWith('/api/teach') ? who.teacher : who.student;
}

describe('ill-formed text', () => {
  const illFormed = ['a\u0000b', 'a\ud800b', '\udfffz', '\u0000'];

  it('is refused in every field every route declares, in query and body alike', async () => {
    const who = await callers();
    let attacked = 0;
    for (const route of apiRoutes()) {
      const schema = route.schema ?? {};
      for (const field of fieldsOf(schema.querystring)) {
        // A query string is bytes: a lone surrogate cannot be percent-encoded (URLSearchParams
        // sends U+FFFD), so here it is NUL in every position; bodies get both below.
        for (const text of ['a\u0000b', '\u0000', 'x\u0000']) {
          const search = new URLSearchParams({ [field]: text }).toString();
          const response = await ctx.app.inject({
            method: route.method as 'GET',
            url: `${pathOf(route)}?${search}`,
            headers: headersFor(route, who),
          });
          const context = `${route.method} ${route.url} ?${field} → ${response.body.slice(0, 160)}`;
          expect(response.statusCode, context).toBe(400);
          expect(response.json().fields, context).toHaveProperty(field);
          attacked += 1;
        }
      }
      for (const field of fieldsOf(schema.body)) {
        for (const text of illFormed) {
          const response = await ctx.app.inject({
            method: route.method as 'POST',
            url: pathOf(route),
            headers: { ...headersFor(route, who), 'content-type': 'application/json' },
            // JSON.stringify writes NUL and lone surrogates as \u escapes, as an attacker would.
            payload: JSON.stringify({ [field]: text }),
          });
          const context = `${route.method} ${route.url} .${field} → ${response.body.slice(0, 160)}`;
          expect(response.statusCode, context).toBe(400);
          expect(response.json().fields, context).toHaveProperty(field);
          attacked += 1;
        }
      }
    }
    // Every route with a text-bearing schema was reached: a good few hundred attacks.
    expect(attacked).toBeGreaterThan(300);
  }, 120_000);

  it('is refused in keys, nested values and percent-encoded queries', async () => {
    const who = await callers();
    const nested = await ctx.app.inject({
      method: 'POST',
      url: '/api/content/quiz/submit',
      headers: { ...who.student, 'content-type': 'application/json' },
      payload: '{"content_id":1,"answers":{"q\\u0000":"a","q2":"\\ud800"}}',
    });
    expect(nested.statusCode).toBe(400);
    for (const query of ['search=a%00b', 'search=%ED%A0%80', 'search=%00']) {
      const response = await ctx.app.inject({ url: `/api/course/lists?${query}` });
      expect(response.statusCode, query).toBeLessThan(500);
      expect(response.body).not.toContain('\u0000');
    }
  });
});

describe('ids', () => {
  const notIds = [
    'true',
    '0x10',
    ' 7 ',
    '1e3',
    '07',
    '+7',
    '',
    '-1',
    '0',
    '1.5',
    '2147483648',
    '9007199254740993',
    'NaN',
    'Infinity',
  ];

  it('are parsed strictly everywhere an id is taken: query, path and body', async () => {
    const who = await callers();
    for (const route of apiRoutes()) {
      const schema = route.schema ?? {};
      const idFields = (from: unknown) =>
        fieldsOf(from).filter((field) => field === 'id' || field.endsWith('_id'));
      for (const field of idFields(schema.querystring)) {
        for (const value of notIds) {
          const response = await ctx.app.inject({
            method: route.method as 'GET',
            url: `${pathOf(route)}?${new URLSearchParams({ [field]: value })}`,
            headers: headersFor(route, who),
          });
          const context = `${route.url} ?${field}=${JSON.stringify(value)} → ${response.body.slice(0, 120)}`;
          expect(response.statusCode, context).toBe(400);
        }
      }
      for (const field of idFields(schema.body)) {
        for (const value of [...notIds, true, 1.5, -3, 2 ** 31, null, [7], { id: 7 }]) {
          const response = await ctx.app.inject({
            method: route.method as 'POST',
            url: pathOf(route),
            headers: headersFor(route, who),
            payload: { [field]: value },
          });
          const context = `${route.url} .${field}=${JSON.stringify(value)} → ${response.body.slice(0, 120)}`;
          expect(response.statusCode, context).toBe(400);
        }
      }
      if (route.url.includes(':id')) {
        for (const value of ['0x10', '1e3', '07', '-1', '2147483648', '%207']) {
          const response = await ctx.app.inject({
            method: route.method as 'GET',
            url: pathOf(route, value),
            headers: headersFor(route, who),
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          });
          expect(response.statusCode, `${route.url} :id=${value}`).toBe(400);
        }
      }
    }
  }, 120_000);
});

describe('admin inputs', () => {
  it('never reach the prototype through a sort key', async () => {
    const { admin } = await callers();
    const lists = apiRoutes().filter(
      (route) =>
        route.url.startsWith('/api/admin/') &&
        route.method === 'GET' &&
        fieldsOf(route.schema?.querystring).includes('sort'),
    );
    expect(lists.length).toBeGreaterThan(3);
    for (const route of lists) {
      for (const sort of ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf']) {
        const response = await ctx.app.inject({
          url: `${route.url}?sort=${encodeURIComponent(sort)}`,
          headers: admin,
        });
        // Names the contract's pattern allows fall back to the default order; others are 400.
        const expected = /^[a-z_]+$/.test(sort) ? 200 : 400;
        expect(response.statusCode, `${route.url} sort=${sort}`).toBe(expected);
      }
    }
  });

  it('answer references to rows that do not exist with 400 and the field', async () => {
    const { admin } = await callers();
    const course = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/courses',
      headers: { ...admin, 'accept-language': 'en' },
      payload: {
        title: 'Orphan',
        title_zh: '孤儿',
        teacher_id: 999_999,
        difficulty_level: 'beginner',
        description: 'd',
        short_description: 's',
      },
    });
    expect(course.statusCode, course.body).toBe(400);
    expect(course.json().fields).toEqual({ teacher_id: 'There is no such item.' });

    const teacher = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/teachers',
      headers: admin,
      payload: { full_name: 'Nobody', full_name_zh: '无名', user_id: 999_999 },
    });
    expect(teacher.statusCode, teacher.body).toBe(400);
    expect(teacher.json().fields).toHaveProperty('user_id');
  });

  it('keep a balance inside its column, whatever the adjustments', async () => {
    const { admin } = await callers();
    const learner = await buildUser(ctx.db);
    await ctx.db
      .update(pointBalances)
      .set({ available: 2_147_000_000, lifetimeEarned: 2_147_000_000 })
      .where(eq(pointBalances.userId, learner.id));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/points/adjust',
      headers: admin,
      payload: { user_id: learner.id, delta: 1_000_000, reason: 'overflow' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toBe('VALIDATION_FAILED');
  });

  it('refuse banner links a browser would read as another site, and keep honest ones', async () => {
    const { admin } = await callers();
    const banner = (link: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/banners',
        headers: { ...admin, 'accept-language': 'en' },
        payload: { name: 'Spring', image: '/media/seed/banner-01.webp', link },
      });
    for (const link of [
      '//evil.example',
      '/\\evil.example',
      'http:/evil.example',
      'javascript:alert(1)',
    ]) {
      const response = await banner(link);
      expect(response.statusCode, link).toBe(400);
      expect(response.json().fields.link, link).toMatch(/full http\(s\) address/);
    }
    for (const link of ['/courses', 'https://partner.example/spring', '  /faq  ', '']) {
      expect((await banner(link)).statusCode, link).toBe(200);
    }
  });

  it('answer a malformed multipart body with 400, on uploads and forms alike', async () => {
    const who = await callers();
    await buildTeacher(ctx.db);
    const bodies = [
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      ],
      ['multipart/form-data', 'no boundary at all'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="reward_id"\r\n\r\n1',
      ],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nX: y\r\n\r\n'],
    ] as const;
    for (const [type, payload] of bodies) {
      for (const [url, headers] of [
        ['/api/admin/uploads?kind=image', who.admin],
        ['/api/redemption/create', who.student],
      ] as const) {
        const response = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': type },
          payload,
        });
        const context = `${url} ${JSON.stringify(payload)} → ${response.body.slice(0, 160)}`;
        expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, context).toBeLessThan(500);
      }
    }
  });
});
