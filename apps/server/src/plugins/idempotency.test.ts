import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestKeys } from '../modules/idempotency/idempotency.schema';
import { contents, quizAttempts } from '../modules/learning/learning.schema';
import {
  buildContent,
  buildCourse,
  buildReward,
  buildTeacherAccount,
  buildUser,
  sessionHeaders,
  shippingDetails,
  signedInLearner,
  trueFalseQuestion,
} from '../test/factories';
import { describeOnPostgres } from '../test/postgres-only';
import { type Headers, useTestApp } from '../test/test-app';
import { REPLAYED_HEADER } from './idempotency';

const ctx = useTestApp();

const send = (method: 'POST' | 'PUT', url: string, payload: object, headers: Headers) =>
  ctx.app.inject({ method, url, payload, headers });

/** The same request sent twice at the same moment, as a double click or a retry sends it. */
async function twice(method: 'POST' | 'PUT', url: string, payload: object, headers: Headers) {
  const answers = await Promise.all([
    send(method, url, payload, headers),
    send(method, url, payload, headers),
  ]);
  expect(answers[0].body).toBe(answers[1].body);
  expect(answers[0].statusCode).toBe(answers[1].statusCode);
  expect(answers.filter((answer) => answer.headers[REPLAYED_HEADER] === 'true')).toHaveLength(1);
  return answers[0];
}

const keyed = (headers: Headers, key: string) => ({ ...headers, 'idempotency-key': key });

async function quizLesson() {
  const course = await buildCourse(ctx.db);
  return buildContent(ctx.db, course.id, {
    type: 'quiz',
    contentData: { passing_score: 80, max_attempts: 3, questions: [trueFalseQuestion()] },
  });
}

const attemptsOf = async (userId: number, contentId: number) => {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.contentId, contentId)));
  return row?.n ?? 0;
};

describe('the idempotency plugin', () => {
  it('uses one quiz attempt for a submit sent twice at once and answers a later replay with it', async () => {
    const quiz = await quizLesson();
    const { user, headers } = await signedInLearner(ctx.db);
    const submit = { content_id: quiz.id, answers: { q1: false } };
    const headersWithKey = keyed(headers, 'quiz-submit-6a1f0c3e');

    const first = await twice('POST', '/api/content/quiz/submit', submit, headersWithKey);
    expect(first.json().data).toMatchObject({ attempts_used: 1 });

    const later = await send('POST', '/api/content/quiz/submit', submit, headersWithKey);
    expect(later.headers[REPLAYED_HEADER]).toBe('true');
    expect(later.body).toBe(first.body);
    expect(await attemptsOf(user.id, quiz.id)).toBe(1);

    // A new action has a new key and acts.
    const next = await send(
      'POST',
      '/api/content/quiz/submit',
      submit,
      keyed(headers, 'quiz-submit-77b2d9'),
    );
    expect(next.json().data).toMatchObject({ attempts_used: 2 });
  });

  it('refuses a key sent again with another request, in both languages', async () => {
    const quiz = await quizLesson();
    const { headers } = await signedInLearner(ctx.db);
    const headersWithKey = keyed(headers, 'quiz-submit-reused-1');
    await send(
      'POST',
      '/api/content/quiz/submit',
      { content_id: quiz.id, answers: { q1: false } },
      headersWithKey,
    );

    for (const [language, message] of [
      ['en', 'This request key was already used for a different request.'],
      ['zh', '此请求标识已用于另一个不同的请求。'],
    ]) {
      const other = await send(
        'POST',
        '/api/content/quiz/submit',
        { content_id: quiz.id, answers: { q1: true } },
        { ...headersWithKey, 'accept-language': language as string },
      );
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({ error: 'IDEMPOTENCY_KEY_REUSED', msg: message });
    }
  });

  it('keeps keys apart per user: the same key from another learner acts for them', async () => {
    const quiz = await quizLesson();
    const submit = { content_id: quiz.id, answers: { q1: false } };
    const one = await signedInLearner(ctx.db);
    const two = await signedInLearner(ctx.db);
    await send('POST', '/api/content/quiz/submit', submit, keyed(one.headers, 'shared-key-0001'));
    const theirs = await send(
      'POST',
      '/api/content/quiz/submit',
      submit,
      keyed(two.headers, 'shared-key-0001'),
    );
    expect(theirs.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await attemptsOf(two.user.id, quiz.id)).toBe(1);
  });

  it('creates one lesson when the lesson dialog saves twice at once', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const headers = keyed(await sessionHeaders(ctx.db, admin.id), 'lesson-save-9c0e1a4b');
    const course = await buildCourse(ctx.db);
    const lesson = {
      course_id: course.id,
      type: 'text',
      title: 'Moats',
      content_data: { html: '<p>Moats</p>' },
    };
    const created = await twice('POST', '/api/admin/contents', lesson, headers);
    expect(created.statusCode, created.body).toBe(200);
    const [row] = await ctx.db
      .select({ n: count() })
      .from(contents)
      .where(eq(contents.courseId, course.id));
    expect(row?.n).toBe(1);
  });

  it('redeems once and replays the first answer with the header', async () => {
    const reward = await buildReward(ctx.db, { pointsRequired: 10, availableStock: 5 });
    const { headers } = await signedInLearner(ctx.db, 100);
    await twice(
      'POST',
      '/api/redemption/create',
      { reward_id: reward.id, ...shippingDetails },
      keyed(headers, 'redeem-twice-51c2'),
    );
    const balance = await ctx.app.inject({ method: 'GET', url: '/api/points/balance', headers });
    expect(balance.json().data.available_points).toBe(90);
  });

  it('sends the answer of a request that acted even when the answer cannot be stored, and keeps its key claimed', async () => {
    const reward = await buildReward(ctx.db, { pointsRequired: 10, availableStock: 5 });
    const { user, headers } = await signedInLearner(ctx.db, 100);
    // Storing an answer fails, as it does when an overloaded pool refuses the statement.
    await ctx.db.execute(sql`
      create function refuse_answers() returns trigger language plpgsql as
        $$ begin raise exception 'no connection free'; end $$`);
    await ctx.db.execute(
      sql`create trigger refuse_answers before update on request_keys for each row execute function refuse_answers()`,
    );
    try {
      const answer = await send(
        'POST',
        '/api/redemption/create',
        { reward_id: reward.id, ...shippingDetails },
        keyed(headers, 'answer-not-stored-7d1e'),
      );
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.redemption).toBeDefined();
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_answers on request_keys`);
      await ctx.db.execute(sql`drop function refuse_answers`);
    }
    // Claimed without an answer: a retry with the key waits and is refused, it never acts again.
    const [claim] = await ctx.db
      .select({ status: requestKeys.status })
      .from(requestKeys)
      .where(and(eq(requestKeys.userId, user.id), eq(requestKeys.key, 'answer-not-stored-7d1e')));
    expect(claim).toEqual({ status: null });
  });

  it('leaves requests without a key as they were', async () => {
    const quiz = await quizLesson();
    const { user, headers } = await signedInLearner(ctx.db);
    const submit = { content_id: quiz.id, answers: { q1: false } };
    await Promise.all([
      send('POST', '/api/content/quiz/submit', submit, headers),
      send('POST', '/api/content/quiz/submit', submit, headers),
    ]);
    expect(await attemptsOf(user.id, quiz.id)).toBe(2);
  });
});

describe('every mutation route', () => {
  it('answers the same keyed request sent twice at once once, and replays it to the twin', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    // The workspace's routes let only a linked teacher past their door.
    const teacher = await buildTeacherAccount(ctx.db);
    const course = await buildCourse(ctx.db);
    const mutations = ctx.app.routeTable.filter(
      (route) => route.url.startsWith('/api/') && route.method !== 'GET',
    );
    expect(mutations.length).toBeGreaterThan(40);
    for (const [index, { method, url }] of mutations.entries()) {
      const concrete = url
        .replace(':id', String(course.id))
        .replace(':action', 'approve')
        .replace(':language', 'en');
      // A fresh session per route: sign-out or a password change must not spoil the next one.
      const caller = url.startsWith('/api/teach/') ? teacher.user : admin;
      const headers = keyed(await sessionHeaders(ctx.db, caller.id), `walk-${index}-0b6e4d`);
      const request = { method: method as 'POST', url: concrete, headers, payload: {} };
      const answers = await Promise.all([ctx.app.inject(request), ctx.app.inject(request)]);
      const context = `${method} ${url}: ${answers[0].statusCode}`;
      expect(answers[1].body, context).toBe(answers[0].body);
      expect(answers[1].statusCode, context).toBe(answers[0].statusCode);
      expect(
        answers.filter((answer) => answer.headers[REPLAYED_HEADER] === 'true'),
        context,
      ).toHaveLength(1);
    }
  });
});

describeOnPostgres('idempotency races', () => {
  it('uses one attempt when ten copies of one submit arrive at the same moment', async () => {
    const quiz = await quizLesson();
    const { user, headers } = await signedInLearner(ctx.db);
    const submit = { content_id: quiz.id, answers: { q1: false } };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        send('POST', '/api/content/quiz/submit', submit, keyed(headers, 'quiz-race-0c9d8e7f')),
      ),
    );
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers[REPLAYED_HEADER] !== 'true')).toHaveLength(1);
    expect(await attemptsOf(user.id, quiz.id)).toBe(1);
  });
});
