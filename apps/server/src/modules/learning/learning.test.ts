import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bondQuestion,
  buildContent,
  buildCourse,
  ledgerMismatches,
  signedInLearner,
  trueFalseQuestion,
} from '../../test/factories';
import { describeOnPostgres } from '../../test/postgres-only';
import { withTamperedSignature } from '../../test/signed-links';
import { temporaryDirectory, useTestApp } from '../../test/test-app';

const dataDir = temporaryDirectory();
const ctx = useTestApp({ UPLOADS_DIR: path.join(dataDir, 'uploads') });
const { get, post } = ctx;
mkdirSync(path.join(dataDir, 'uploads', 'lessons'), { recursive: true });
writeFileSync(path.join(dataDir, 'uploads', 'lessons', 'clip.mp4'), Buffer.alloc(4096, 7));

const quizData = {
  passing_score: 70,
  max_attempts: 3,
  questions: [
    trueFalseQuestion({
      question: 'Diversification lowers risk.',
      question_zh: '分散投资可以降低风险。',
    }),
    bondQuestion(),
  ],
};

const learner = (points = 0) => signedInLearner(ctx.db, points);

async function courseWithLessons(level: 'beginner' | 'advanced' = 'beginner') {
  const course = await buildCourse(ctx.db, {
    difficultyLevel: level,
    pointsRequired: level === 'beginner' ? 0 : 200,
    pointsReward: 50,
  });
  const video = await buildContent(ctx.db, course.id, {
    type: 'video',
    pointsReward: 30,
    contentData: { url: '/media/lessons/clip.mp4', transcript: 'Hello', transcript_zh: '你好' },
  });
  const quiz = await buildContent(ctx.db, course.id, {
    type: 'quiz',
    pointsReward: 40,
    contentData: quizData,
  });
  return { course, video, quiz };
}

const balanceOf = async (headers: Record<string, string>) =>
  (await get('/api/points/balance', headers)).json().data.available_points;

describe('reading content', () => {
  it('lets guests read a beginner course without answers, progress or tracking', async () => {
    const { course, video, quiz } = await courseWithLessons();
    const list = (await get(`/api/content/list?course_id=${course.id}`)).json().data;
    expect(list.list.map((item: { id: number }) => item.id)).toEqual([video.id, quiz.id]);
    expect(list.list[0]).toMatchObject({ type: 'video', duration: 12, user_progress: 0 });
    expect(list.course_progress).toEqual({ completed: 0, total: 2, percentage: 0 });

    const quizResponse = await get(`/api/content/get?content_id=${quiz.id}`);
    expect(quizResponse.statusCode).toBe(200);
    expect(quizResponse.body).not.toContain('"answer"');
    expect(quizResponse.json().data.content_data.questions[0].options).toHaveLength(2);

    const item = (await get(`/api/content/get?content_id=${video.id}`)).json().data;
    expect(item.content_data.url).toMatch(/^\/media\/lessons\/clip\.mp4\?expires=\d+&sig=[\w-]+$/);
    expect(item.quiz_result).toBeNull();

    const progress = await post('/api/content/progress', { content_id: video.id, progress: 50 });
    expect(progress.statusCode).toBe(401);
    expect((await get('/api/content/get?content_id=999999')).statusCode).toBe(404);
  });

  it('refuses the content and media of a locked course until it is unlocked', async () => {
    const { course, video } = await courseWithLessons('advanced');
    const student = await learner(300);

    for (const headers of [{}, student.headers]) {
      const refused = await get(`/api/content/get?content_id=${video.id}`, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 0, error: 'COURSE_LOCKED' });
    }
    expect((await get('/media/lessons/clip.mp4')).statusCode).toBe(403);

    await post('/api/course/unlock', { course_id: course.id }, student.headers);
    const item = (await get(`/api/content/get?content_id=${video.id}`, student.headers)).json();
    const media = await get(item.data.content_data.url, { range: 'bytes=100-199' });
    expect(media.statusCode).toBe(206);
    expect(media.rawPayload).toHaveLength(100);
    expect(media.headers['content-range']).toBe('bytes 100-199/4096');

    expect((await get(withTamperedSignature(item.data.content_data.url))).statusCode).toBe(403);
  });
});

describe('progress and completion', () => {
  it('saves progress only on a lesson the learner may open, and says why it does not', async () => {
    const { course, video } = await courseWithLessons('advanced');
    const { headers } = await learner(300);
    const report = { content_id: video.id, progress: 40, position_seconds: 12 };

    const locked = await post('/api/content/progress', report, headers);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ error: 'COURSE_LOCKED' });
    const missing = await post(
      '/api/content/progress',
      { ...report, content_id: 999_999 },
      headers,
    );
    expect(missing.statusCode).toBe(404);
    const draft = await buildCourse(ctx.db, { status: 'draft' });
    const unpublished = await buildContent(ctx.db, draft.id, { type: 'text' });
    const hidden = await post(
      '/api/content/progress',
      { ...report, content_id: unpublished.id },
      headers,
    );
    expect(hidden.statusCode).toBe(404);

    await post('/api/course/unlock', { course_id: course.id }, headers);
    const untouched = (await get(`/api/content/get?content_id=${video.id}`, headers)).json().data;
    expect(untouched).toMatchObject({ user_progress: 0, position_seconds: 0 });

    const saved = (await post('/api/content/progress', report, headers)).json().data;
    expect(saved).toMatchObject({
      content_id: video.id,
      user_progress: 40,
      position_seconds: 12,
      completed_by_user: false,
    });
    const item = (await get(`/api/content/get?content_id=${video.id}`, headers)).json().data;
    expect(item).toMatchObject({ user_progress: 40, position_seconds: 12 });
  });

  it('keeps the highest progress, the last position, and validates the range', async () => {
    const { video } = await courseWithLessons();
    const { headers } = await learner();
    await post(
      '/api/content/progress',
      { content_id: video.id, progress: 60, position_seconds: 90 },
      headers,
    );
    const lower = await post(
      '/api/content/progress',
      { content_id: video.id, progress: 20.4, position_seconds: 30 },
      headers,
    );
    expect(lower.json().data).toMatchObject({ user_progress: 60, position_seconds: 30 });

    for (const progress of [150, -1, 'half']) {
      const bad = await post('/api/content/progress', { content_id: video.id, progress }, headers);
      expect(bad.statusCode, String(progress)).toBe(400);
    }
    const item = (await get(`/api/content/get?content_id=${video.id}`, headers)).json().data;
    expect(item).toMatchObject({ user_progress: 60, position_seconds: 30 });
  });

  it('completes a video only from 90 % stored progress and pays its points once', async () => {
    const { course, video } = await courseWithLessons();
    const { headers } = await learner();
    const body = { course_id: course.id, content_id: video.id };

    await post('/api/content/progress', { content_id: video.id, progress: 10 }, headers);
    const early = await post('/api/content/complete', body, headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('NOT_COMPLETABLE');

    await post('/api/content/progress', { content_id: video.id, progress: 95 }, headers);
    const done = (await post('/api/content/complete', body, headers)).json().data;
    expect(done).toEqual({
      status: 'completed',
      completed: true,
      pointsEarned: 30,
      available_points: 30,
    });
    const again = (await post('/api/content/complete', body, headers)).json().data;
    expect(again.pointsEarned).toBe(0);
    expect(await balanceOf(headers)).toBe(30);

    const wrongCourse = await post(
      '/api/content/complete',
      { ...body, course_id: 999_999 },
      headers,
    );
    expect(wrongCourse.statusCode).toBe(404);
  });

  it('completes text at once, a PDF after any progress, and never a quiz by request', async () => {
    const course = await buildCourse(ctx.db);
    const text = await buildContent(ctx.db, course.id, { type: 'text', pointsReward: 5 });
    const pdf = await buildContent(ctx.db, course.id, {
      type: 'pdf',
      contentData: { url: '/media/lessons/guide.pdf' },
    });
    const quiz = await buildContent(ctx.db, course.id, { type: 'quiz', contentData: quizData });
    const { headers } = await learner();
    const complete = (contentId: number) =>
      post('/api/content/complete', { course_id: course.id, content_id: contentId }, headers);

    expect((await complete(text.id)).json().data.pointsEarned).toBe(5);
    expect((await complete(pdf.id)).statusCode).toBe(409);
    await post('/api/content/progress', { content_id: pdf.id, progress: 10 }, headers);
    expect((await complete(pdf.id)).statusCode).toBe(200);
    expect((await complete(quiz.id)).statusCode).toBe(409);
  });
});

describe('quizzes', () => {
  it('grades on the server, pays on the first pass and enforces the attempt limit', async () => {
    const { course, video, quiz } = await courseWithLessons();
    const { headers } = await learner();
    const submit = (answers: Record<string, string | boolean>) =>
      post('/api/content/quiz/submit', { content_id: quiz.id, answers }, headers);

    const failed = (await submit({ q1: false, q2: 'a' })).json().data;
    expect(failed).toMatchObject({
      scorePercentage: 0,
      correctAnswers: 0,
      totalQuestions: 2,
      passed: false,
      pointsEarned: 0,
      attempts_used: 1,
      max_attempts: 3,
      answers: [
        { question_id: 'q1', chosen: 'false', is_correct: false },
        { question_id: 'q2', chosen: 'a', is_correct: false },
      ],
    });
    expect(JSON.stringify(failed)).not.toContain('"answer"');

    await post('/api/content/progress', { content_id: video.id, progress: 100 }, headers);
    await post('/api/content/complete', { course_id: course.id, content_id: video.id }, headers);
    const passed = (await submit({ q1: true, q2: 'b' })).json().data;
    // The quiz's 40 points plus the course's 50 for finishing its last item.
    expect(passed).toMatchObject({ scorePercentage: 100, passed: true, pointsEarned: 90 });

    const third = (await submit({ q1: 'true', q2: 'b' })).json().data;
    expect(third).toMatchObject({ passed: true, pointsEarned: 0, attempts_used: 3 });
    const fourth = await submit({ q1: true, q2: 'b' });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toBe('ATTEMPTS_EXHAUSTED');

    expect(await balanceOf(headers)).toBe(30 + 90);
    const item = (await get(`/api/content/get?content_id=${quiz.id}`, headers)).json().data;
    expect(item).toMatchObject({
      completed_by_user: true,
      quiz_result: {
        attempts_used: 3,
        answers: [
          { question_id: 'q1', chosen: 'true', is_correct: true },
          { question_id: 'q2', chosen: 'b', is_correct: true },
        ],
      },
    });
    const list = (await get(`/api/content/list?course_id=${course.id}`, headers)).json().data;
    expect(list.course_progress).toEqual({ completed: 2, total: 2, percentage: 100 });
  });

  it('refuses answers that do not name exactly the quiz questions', async () => {
    const { video, quiz } = await courseWithLessons();
    const { headers } = await learner();
    for (const answers of [{ q1: true }, { q1: true, q2: 'b', q3: 'a' }, { q1: true, zz: 'b' }]) {
      const response = await post(
        '/api/content/quiz/submit',
        { content_id: quiz.id, answers },
        headers,
      );
      expect(response.statusCode, JSON.stringify(answers)).toBe(400);
    }
    const notQuiz = await post(
      '/api/content/quiz/submit',
      { content_id: video.id, answers: { q1: true } },
      headers,
    );
    expect(notQuiz.statusCode).toBe(400);
  });
});

describeOnPostgres('completion races', () => {
  it('pays once for 20 simultaneous completions of one item', async () => {
    const { course, video } = await courseWithLessons();
    const { headers } = await learner();
    await post('/api/content/progress', { content_id: video.id, progress: 100 }, headers);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/api/content/complete', { course_id: course.id, content_id: video.id }, headers),
      ),
    );
    const earned = responses.map((response) => response.json().data.pointsEarned);
    expect(earned.filter((points) => points > 0)).toEqual([30]);
    expect(await balanceOf(headers)).toBe(30);
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
  });
});
