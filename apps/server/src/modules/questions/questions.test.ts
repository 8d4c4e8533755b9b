import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMediaSigner } from '../../lib/media-signature';
import { buildUser } from '../../test/factories';
import {
  buildAnswer,
  buildQuestion,
  buildSignedInDiscussion,
  courseLearner,
} from '../../test/lesson-questions';
import { buildIsolatedApp, type Headers, useTestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.schema';
import { createAuditService } from '../audit/audit.service';
import { createCatalogueService } from '../catalogue/catalogue.service';
import { createLearningService } from '../learning/learning.service';
import { lessonQuestions } from './questions.schema';
import { createQuestionsService } from './questions.service';

const ctx = useTestApp();

const send = (
  method: 'POST' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: Record<string, unknown>,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const ask = (headers: Headers, payload: Record<string, unknown>) =>
  send('POST', '/api/questions', headers, payload);
const answer = (headers: Headers, questionId: number, body: string) =>
  send('POST', `/api/questions/${questionId}/answers`, headers, { body });
const thread = async (headers: Headers, questionId: number) =>
  (await ctx.get(`/api/questions/${questionId}`, headers)).json().data;
const bodiesOf = (list: { body: string }[]) => list.map((post) => post.body);

const inboxOf = async (headers: Headers) =>
  (await ctx.get('/api/notifications', headers)).json().data.list;

describe('asking and reading questions on a lesson', () => {
  it('keeps a question as plain text with its moment, pages it and sorts by newest or most helpful', async () => {
    const { lesson, learner, as } = await buildSignedInDiscussion(ctx.db);
    const asked = await ask(as.learner, {
      content_id: lesson.id,
      body: '  <b>Why</b> does duration fall?  ',
      position_seconds: 95,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toMatchObject({
      body: '<b>Why</b> does duration fall?',
      position_seconds: 95,
      author_name: 'Li Lei',
      is_own: true,
      helpful_count: 0,
      answers_count: 0,
      hidden_reason: null,
    });
    const older = await buildQuestion(ctx.db, lesson, learner.id, 'What is convexity?');
    await ctx.db
      .update(lessonQuestions)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(lessonQuestions.id, older.id));
    const reader = await courseLearner(ctx.db, lesson.courseId);
    const marked = await send('POST', `/api/questions/${older.id}/helpful`, reader.headers);
    expect(marked.json().data).toEqual({
      question_id: older.id,
      helpful_count: 1,
      marked_helpful: true,
    });

    const list = (query: string) =>
      ctx.get(`/api/questions?content_id=${lesson.id}&${query}`, reader.headers);
    const newest = (await list('sort=newest')).json().data;
    expect(bodiesOf(newest.list)).toEqual(['<b>Why</b> does duration fall?', 'What is convexity?']);
    expect(newest).toMatchObject({ count: 2, page: 1, can_moderate: false });
    expect(newest.list[0]).toMatchObject({ is_own: false, marked_helpful: false });
    const helpful = (await list('sort=helpful')).json().data.list;
    expect(bodiesOf(helpful)).toEqual(['What is convexity?', '<b>Why</b> does duration fall?']);
    expect(helpful[0].marked_helpful).toBe(true);
    const second = (await list('page=2&page_size=1')).json().data;
    expect(second).toMatchObject({ count: 2, page: 2, page_size: 1 });
    expect(bodiesOf(second.list)).toEqual(['What is convexity?']);
    expect((await list('sort=loudest')).statusCode).toBe(400);
    expect((await list('')).headers['cache-control']).toMatch(/no-store/);
  });

  it('shows a locked course only as counts per lesson, to guests and outsiders alike', async () => {
    const { course, lesson, learner, as } = await buildSignedInDiscussion(ctx.db);
    await buildQuestion(ctx.db, lesson, learner.id);
    await buildQuestion(ctx.db, lesson, learner.id, 'And the coupon?');

    for (const headers of [as.outsider, as.otherTeacher]) {
      const listed = await ctx.get(`/api/questions?content_id=${lesson.id}`, headers);
      expect(listed.statusCode).toBe(403);
      expect(listed.json().error).toBe('COURSE_LOCKED');
      expect(listed.body).not.toContain('coupon');
      const asked = await ask(headers, { content_id: lesson.id, body: 'Let me in?' });
      expect(asked.json().error).toBe('COURSE_LOCKED');
    }
    expect((await ctx.get(`/api/questions?content_id=${lesson.id}`)).statusCode).toBe(401);
    for (const headers of [{}, as.outsider]) {
      const counts = await ctx.get(`/api/questions/counts?course_id=${course.id}`, headers);
      expect(counts.json().data).toEqual({ list: [{ content_id: lesson.id, count: 2 }] });
    }
    expect((await ctx.get('/api/questions/counts?course_id=999999')).statusCode).toBe(404);
    expect((await ask(as.learner, { content_id: 999_999, body: 'Nowhere' })).statusCode).toBe(404);
  });

  it('refuses empty, overlong and odd input with the envelope in the reader’s language', async () => {
    const { lesson, as } = await buildSignedInDiscussion(ctx.db);
    for (const payload of [
      { content_id: lesson.id, body: '   ' },
      { content_id: lesson.id, body: 'x'.repeat(1001) },
      { content_id: lesson.id, body: 'Negative', position_seconds: -1 },
      { content_id: lesson.id, body: 'Odd', position_seconds: '1e3' },
      { content_id: 'one', body: 'Which?' },
    ]) {
      const refused = await ask({ ...as.learner, 'accept-language': 'zh' }, payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 0, error: 'VALIDATION_FAILED' });
      expect(refused.json().msg).toMatch(/[\u4e00-\u9fff]/);
    }
    const question = await buildQuestion(ctx.db, lesson, (await buildUser(ctx.db)).id);
    expect((await answer(as.learner, question.id, 'y'.repeat(2001))).statusCode).toBe(400);
    const reason = { reason: 'z'.repeat(201) };
    const hide = await send('POST', `/api/questions/${question.id}/hide`, as.teacher, reason);
    expect(hide.statusCode).toBe(400);
  });

  it('holds each author to a posting budget', async () => {
    // An app of its own: the file's app has counted other tests' users, whose ids repeat.
    const app = await buildIsolatedApp({ RATE_LIMIT_PER_MINUTE: '10000' }, { db: ctx.db });
    try {
      const { lesson, as } = await buildSignedInDiscussion(ctx.db);
      const post = (headers: Headers, body: string) =>
        app.inject({
          method: 'POST',
          url: '/api/questions',
          headers,
          payload: { content_id: lesson.id, body },
        });
      // Refused posts cost nothing of the budget (the API's per-client budget counts them).
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await post(as.learner, '   ')).statusCode).toBe(400);
      }
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) => post(as.learner, `Question ${index}`)),
      );
      expect(answers.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
      const over = await post(as.learner, 'One more');
      expect(over.statusCode).toBe(429);
      expect(over.json().error).toBe('RATE_LIMITED');
      expect((await post(as.teacher, 'Still open to others')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('answers, the teacher badge and the accepted answer', () => {
  it('lets learners answer, badges the course’s teacher and tells the asker, even on a course locked to the teacher', async () => {
    const { lesson, learner, as } = await buildSignedInDiscussion(ctx.db);
    const question = await buildQuestion(ctx.db, lesson, learner.id);
    const peer = await courseLearner(ctx.db, lesson.courseId);
    const fromPeer = await answer(peer.headers, question.id, 'The coupon is fixed.');
    expect(fromPeer.json().data).toMatchObject({ is_teacher: false, is_accepted: false });
    expect(await inboxOf(as.learner)).toEqual([]);

    const fromTeacher = await answer(as.teacher, question.id, 'Prices move against yields.');
    expect(fromTeacher.statusCode, fromTeacher.body).toBe(200);
    expect(fromTeacher.json().data).toMatchObject({ is_teacher: true, author_name: 'Ms Wang' });
    const [told] = await inboxOf(as.learner);
    expect(told).toMatchObject({
      kind: 'question_answered',
      data: {
        question_id: question.id,
        content_id: lesson.id,
        course_id: lesson.courseId,
        lesson_title: 'Yield',
        lesson_title_zh: '收益率',
      },
    });
    const seen = await thread(as.learner, question.id);
    expect(seen.question).toMatchObject({ answers_count: 2, teacher_answered: true });
    expect(bodiesOf(seen.answers)).toEqual(['The coupon is fixed.', 'Prices move against yields.']);
    expect(seen.can_moderate).toBe(false);
    expect((await thread(as.teacher, question.id)).can_moderate).toBe(true);

    const fromAdmin = await answer(as.admin, question.id, 'Also see lesson 3.');
    expect(fromAdmin.json().data.is_teacher).toBe(true);
    const elsewhere = await answer(as.otherTeacher, question.id, 'Not my course.');
    expect(elsewhere.json().error).toBe('COURSE_LOCKED');
  });

  it('accepts one answer per question, by the course’s teacher or an admin only, and tells the asker', async () => {
    const { lesson, learner, teacher, as } = await buildSignedInDiscussion(ctx.db);
    const question = await buildQuestion(ctx.db, lesson, learner.id);
    const first = await buildAnswer(ctx.db, question.id, teacher.id);
    const second = await buildAnswer(ctx.db, question.id, learner.id, 'My own guess.');
    const other = await buildAnswer(
      ctx.db,
      (await buildQuestion(ctx.db, lesson, learner.id)).id,
      teacher.id,
    );
    const accept = (headers: Headers, answerId: number) =>
      send('POST', `/api/questions/${question.id}/accept`, headers, { answer_id: answerId });

    expect((await accept(as.learner, first.id)).json().error).toBe('FORBIDDEN');
    expect((await accept(as.otherTeacher, first.id)).statusCode).toBe(403);
    expect((await accept(as.teacher, other.id)).statusCode).toBe(404);
    const accepted = await accept(as.teacher, first.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.question.accepted_answer_id).toBe(first.id);
    expect(
      accepted.json().data.answers.map((row: { is_accepted: boolean }) => row.is_accepted),
    ).toEqual([true, false]);
    expect((await accept(as.admin, first.id)).statusCode).toBe(200);
    const changed = await accept(as.admin, second.id);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toBe('CONFLICT');
    const kinds = (await inboxOf(as.learner)).map((item: { kind: string }) => item.kind);
    expect(kinds).toEqual(['answer_accepted']);
  });
});

describe('helpful marks', () => {
  it('count one per learner, can be taken back, and never on one’s own question', async () => {
    const { lesson, learner, as } = await buildSignedInDiscussion(ctx.db);
    const question = await buildQuestion(ctx.db, lesson, learner.id);
    const peer = await courseLearner(ctx.db, lesson.courseId);
    const mark = (method: 'POST' | 'DELETE', headers: Headers) =>
      send(method, `/api/questions/${question.id}/helpful`, headers);
    await mark('POST', peer.headers);
    expect((await mark('POST', peer.headers)).json().data.helpful_count).toBe(1);
    expect((await mark('POST', as.teacher)).json().data.helpful_count).toBe(2);
    expect((await mark('DELETE', peer.headers)).json().data).toMatchObject({
      helpful_count: 1,
      marked_helpful: false,
    });
    expect((await mark('DELETE', peer.headers)).json().data.helpful_count).toBe(1);
    expect((await mark('POST', as.learner)).json().error).toBe('FORBIDDEN');
    expect((await mark('POST', as.outsider)).json().error).toBe('COURSE_LOCKED');
    expect((await send('POST', '/api/questions/999999/helpful', peer.headers)).statusCode).toBe(
      404,
    );
  });
});

describe('moderation', () => {
  it('hides a question from everyone but its author, marked with the reason, and audits it', async () => {
    const { course, lesson, learner, teacher, as } = await buildSignedInDiscussion(ctx.db);
    const question = await buildQuestion(
      ctx.db,
      lesson,
      learner.id,
      'Buy my course at spam.example',
    );
    const peer = await courseLearner(ctx.db, lesson.courseId);
    const hide = (headers: Headers) =>
      send('POST', `/api/questions/${question.id}/hide`, headers, { reason: 'Advertising' });

    expect((await hide(peer.headers)).json().error).toBe('FORBIDDEN');
    expect((await hide(as.otherTeacher)).statusCode).toBe(403);
    const hidden = await hide(as.teacher);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toEqual({ id: question.id, hidden_reason: 'Advertising' });

    for (const headers of [peer.headers, as.teacher, as.admin]) {
      const listed = await ctx.get(`/api/questions?content_id=${lesson.id}`, headers);
      expect(listed.json().data.list).toEqual([]);
      expect(listed.body).not.toContain('spam.example');
      expect((await ctx.get(`/api/questions/${question.id}`, headers)).statusCode).toBe(404);
    }
    const own = (await ctx.get(`/api/questions?content_id=${lesson.id}`, as.learner)).json().data;
    expect(own.list[0]).toMatchObject({ hidden_reason: 'Advertising', is_own: true });
    const counts = await ctx.get(`/api/questions/counts?course_id=${course.id}`);
    expect(counts.json().data.list).toEqual([]);
    expect((await hide(as.admin)).statusCode).toBe(404);

    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'question'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      actorId: teacher.id,
      action: 'hide',
      entityId: String(question.id),
      details: {
        before: { body: 'Buy my course at spam.example' },
        after: { id: question.id, hidden_reason: 'Advertising' },
      },
    });
  });

  it('hides an answer for others, keeps it marked for its author and takes back its acceptance', async () => {
    const { lesson, learner, as } = await buildSignedInDiscussion(ctx.db);
    const question = await buildQuestion(ctx.db, lesson, learner.id);
    const peer = await courseLearner(ctx.db, lesson.courseId);
    const rude = await buildAnswer(ctx.db, question.id, peer.user.id, 'Rude words');
    await send('POST', `/api/questions/${question.id}/accept`, as.admin, { answer_id: rude.id });
    const hideAnswer = (headers: Headers) =>
      send('POST', `/api/questions/answers/${rude.id}/hide`, headers, { reason: 'Unkind' });

    expect((await hideAnswer(as.learner)).json().error).toBe('FORBIDDEN');
    expect((await hideAnswer(as.admin)).statusCode).toBe(200);
    const forAsker = await thread(as.learner, question.id);
    expect(forAsker.answers).toEqual([]);
    expect(forAsker.question).toMatchObject({ answers_count: 0, accepted_answer_id: null });
    const forAuthor = await thread(peer.headers, question.id);
    expect(forAuthor.answers[0]).toMatchObject({ body: 'Rude words', hidden_reason: 'Unkind' });
    expect((await hideAnswer(as.teacher)).statusCode).toBe(404);
    expect(
      (await send('POST', '/api/questions/answers/999999/hide', as.admin, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('questions waiting for a teacher', () => {
  it('lists the unanswered questions on the teacher’s own courses only, oldest first', async () => {
    const { lesson, learner, teacher, otherTeacher, admin } = await buildSignedInDiscussion(ctx.db);
    const catalogue = createCatalogueService(ctx.db);
    const learning = createLearningService(ctx.db, {
      catalogue,
      signer: createMediaSigner(() => 'test-key'),
      lessonTimeScale: 0,
    });
    const questions = createQuestionsService(ctx.db, {
      learning,
      catalogue,
      audit: createAuditService(ctx.db),
    });
    const waiting = await buildQuestion(ctx.db, lesson, learner.id, 'Still waiting');
    const byPeer = await buildQuestion(ctx.db, lesson, learner.id, 'Only a peer answered');
    await buildAnswer(ctx.db, byPeer.id, learner.id);
    const answered = await buildQuestion(ctx.db, lesson, learner.id, 'Answered');
    await questions.answer({ ...teacher, role: 'teacher' }, answered.id, { body: 'Done.' });
    const hidden = await buildQuestion(ctx.db, lesson, learner.id, 'Hidden');
    await questions.hideQuestion({ ...admin, role: 'admin' }, hidden.id, 'Off topic');

    const page = await questions.unansweredForTeacher(teacher.id, { page: 1, page_size: 10 });
    expect(page.count).toBe(2);
    expect(bodiesOf(page.list)).toEqual(['Still waiting', 'Only a peer answered']);
    expect(page.list[0]).toMatchObject({
      question_id: waiting.id,
      lesson_title: 'Yield',
      lesson_title_zh: '收益率',
      teacher_answered: false,
    });
    expect(page.list[0]).not.toHaveProperty('email');
    const none = await questions.unansweredForTeacher(otherTeacher.id, { page: 1, page_size: 10 });
    expect(none).toMatchObject({ list: [], count: 0 });
  });
});
