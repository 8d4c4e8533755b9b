import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../modules/auth/auth.schema';
import {
  buildContent,
  buildCourse,
  buildUser,
  sessionHeaders,
  signIn,
  trueFalseQuestion,
} from '../test/factories';
import { useTestApp } from '../test/test-app';

const ctx = useTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '5' });

describe('tokens', () => {
  it('refuses tampered and expired tokens with 401', async () => {
    const user = await buildUser(ctx.db);
    const { authorization } = await signIn(ctx.app, user);
    const token = authorization.slice('Bearer '.length);
    const profile = (header: string) =>
      ctx.app.inject({ url: '/api/users/profile', headers: { authorization: header } });
    expect((await profile(authorization)).statusCode).toBe(200);

    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await profile(`Bearer ${flipped}`)).statusCode).toBe(401);
    expect((await profile(`Bearer ${token}x`)).statusCode).toBe(401);
    expect((await profile('Bearer ')).statusCode).toBe(401);

    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await profile(authorization)).statusCode).toBe(401);
  });
});

describe('brute force', () => {
  it('keeps limiting logins when X-Forwarded-For rotates and no proxy is trusted', async () => {
    const user = await buildUser(ctx.db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'x-forwarded-for': `203.0.113.${attempt + 1}` },
        payload: { email: user.email, password: `wrong-${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(-3)).toEqual([429, 429, 429]);
  });
});

describe('leaks', () => {
  it('never sends a password hash, a token hash, a quiz answer or another user’s email', async () => {
    const owner = await buildUser(ctx.db);
    const other = await buildUser(ctx.db);
    const course = await buildCourse(ctx.db);
    const quiz = await buildContent(ctx.db, course.id, {
      type: 'quiz',
      contentData: {
        questions: [trueFalseQuestion()],
      },
    });
    const headers = await sessionHeaders(ctx.db, owner.id);
    // A wrong answer puts the question in the owner's mistakes book, which must not leak it either.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/content/quiz/submit',
      headers,
      payload: { content_id: quiz.id, answers: { q1: 'false' } },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/course/review',
      headers: await sessionHeaders(ctx.db, other.id),
      payload: { course_id: course.id, rating: 5 },
    });
    const urls = [
      '/api/users/profile',
      `/api/users/verify`,
      `/api/content/get?content_id=${quiz.id}`,
      `/api/content/list?course_id=${course.id}`,
      `/api/course/reviews?course_id=${course.id}`,
      `/api/course/get?course_id=${course.id}`,
      '/api/points/lists',
      '/api/redemption/list',
      '/api/users/summary',
      '/api/users/learning',
      '/api/quiz/mistakes',
    ];
    const [row] = await ctx.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, owner.id));
    const passwordHash = row?.passwordHash ?? 'missing';
    const tokenHashes = (await ctx.db.select({ hash: sessions.tokenHash }).from(sessions)).map(
      (row) => row.hash,
    );
    for (const url of urls) {
      const body = (await ctx.app.inject({ url, headers })).body;
      expect(body, url).not.toContain('$argon2');
      expect(body, url).not.toContain(passwordHash);
      for (const hash of tokenHashes) expect(body, url).not.toContain(hash);
      expect(body, url).not.toMatch(/"answer"/);
      expect(body, url).not.toContain(other.email);
    }
  });
});
