import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../../lib/server-root';
import {
  bondQuestion,
  buildContent,
  buildCourse,
  ledgerMismatches,
  signedInLearner,
  trueFalseQuestion,
} from '../../test/factories';
import { describeOnPostgres } from '../../test/postgres-only';
import { useTestApp } from '../../test/test-app';
import { courses } from '../catalogue/catalogue.schema';
import { createLearningRepository } from './learning.repository';
import { contents, quizAttempts } from './learning.schema';

const ctx = useTestApp();
const { get, post } = ctx;

/** Stored quiz questions; explanations optional, as authors write them. */
type StoredQuestion = Record<string, unknown> & { explanation?: string; explanation_zh?: string };

const questions: StoredQuestion[] = [
  trueFalseQuestion({
    question: 'Diversification lowers risk.',
    explanation: 'Holdings that do not move together smooth each other out.',
    explanation_zh: '走势不同的资产可以相互抵消波动。',
  }),
  bondQuestion({
    explanation: 'A bond is a loan: the issuer pays interest and repays it at maturity.',
  }),
  trueFalseQuestion({ id: 'q3', question: 'Cash never loses value.', answer: 'false' }),
];

const learner = () => signedInLearner(ctx.db);

async function quizCourse() {
  const course = await buildCourse(ctx.db, { title: 'Bond basics', titleZh: '债券入门' });
  const quiz = await buildContent(ctx.db, course.id, {
    type: 'quiz',
    title: 'Check yourself',
    titleZh: '自测',
    pointsReward: 40,
    contentData: { passing_score: 70, max_attempts: 3, questions },
  });
  return { course, quiz };
}

/** Submits an attempt: q1 right, q2 and q3 as given. */
const submit = (headers: Record<string, string>, quizId: number, q2 = 'a', q3 = 'true') =>
  post('/api/content/quiz/submit', { content_id: quizId, answers: { q1: true, q2, q3 } }, headers);

const book = async (headers: Record<string, string>) => {
  const response = await get('/api/quiz/mistakes', headers);
  expect(response.statusCode).toBe(200);
  expect(response.body).not.toMatch(/"answer"/);
  return response.json().data as {
    count: number;
    list: {
      content_id: number;
      passed: boolean;
      mistakes: { id: string; chosen: string; explanation: string | null }[];
    }[];
  };
};

const practise = (
  headers: Record<string, string>,
  contentId: number,
  questionId: string,
  answer: string | boolean,
) =>
  post('/api/quiz/practice', { content_id: contentId, question_id: questionId, answer }, headers);

async function editQuiz(quizId: number, edit: (list: typeof questions) => unknown[]) {
  await ctx.db
    .update(contents)
    .set({ contentData: { passing_score: 70, max_attempts: 3, questions: edit(questions) } })
    .where(eq(contents.id, quizId));
}

describe('explanations after grading', () => {
  it('stay on the server until an answer is graded, then come with every graded question', async () => {
    const { headers } = await learner();
    const { quiz } = await quizCourse();
    const before = await get(`/api/content/get?content_id=${quiz.id}`, headers);
    expect(before.body).not.toContain('explanation');
    expect(before.body).not.toContain('smooth each other');

    const result = (await submit(headers, quiz.id)).json().data;
    expect(result.answers).toEqual([
      {
        question_id: 'q1',
        chosen: 'true',
        is_correct: true,
        explanation: questions[0]?.explanation,
        explanation_zh: '走势不同的资产可以相互抵消波动。',
      },
      expect.objectContaining({ question_id: 'q2', chosen: 'a', is_correct: false }),
      {
        question_id: 'q3',
        chosen: 'true',
        is_correct: false,
        explanation: null,
        explanation_zh: null,
      },
    ]);
    const again = (await get(`/api/content/get?content_id=${quiz.id}`, headers)).json().data;
    expect(again.quiz_result.answers[1].explanation).toBe(questions[1]?.explanation);
  });
});

describe('the mistakes book', () => {
  it('is for signed-in learners only', async () => {
    expect((await get('/api/quiz/mistakes')).statusCode).toBe(401);
    expect((await practise({}, 1, 'q1', true)).statusCode).toBe(401);
  });

  it('holds the wrong answers of the latest attempt of each quiz, for their owner only', async () => {
    const { headers } = await learner();
    const other = await learner();
    const { course, quiz } = await quizCourse();
    expect(await book(headers)).toEqual({ list: [], count: 0 });

    await submit(headers, quiz.id);
    const first = await book(headers);
    expect(first.count).toBe(2);
    expect(first.list).toEqual([
      expect.objectContaining({
        content_id: quiz.id,
        course_id: course.id,
        title: 'Check yourself',
        title_zh: '自测',
        course_title: 'Bond basics',
        course_title_zh: '债券入门',
        passed: false,
      }),
    ]);
    expect(first.list[0]?.mistakes).toEqual([
      expect.objectContaining({
        id: 'q2',
        question_zh: '哪一个是债券？',
        chosen: 'a',
        explanation: questions[1]?.explanation,
        options: [
          { id: 'a', text: 'A share', text_zh: '股票' },
          { id: 'b', text: 'A loan to an issuer', text_zh: '借给发行人的贷款' },
          { id: 'c', text: 'A fund', text_zh: '基金' },
        ],
      }),
      expect.objectContaining({ id: 'q3', chosen: 'true', explanation: null }),
    ]);
    expect(await book(other.headers)).toEqual({ list: [], count: 0 });

    // The latest attempt is what the book follows: one question is left (2 of 3 still fails).
    await submit(headers, quiz.id, 'b', 'true');
    const second = await book(headers);
    expect(second.list[0]).toMatchObject({ passed: false, mistakes: [{ id: 'q3' }] });
    await submit(headers, quiz.id, 'b', 'false');
    expect(await book(headers)).toEqual({ list: [], count: 0 });
  });

  it('follows the quiz as it is edited: removed, reworded or re-keyed questions leave, explanations update', async () => {
    const { headers } = await learner();
    const { quiz } = await quizCourse();
    const result = (await submit(headers, quiz.id)).json().data;
    expect(result.correctAnswers).toBe(1);

    await editQuiz(quiz.id, ([q1, q2, q3]) => [
      q1,
      { ...q2, explanation: 'Bonds are loans.' },
      { ...q3, question: 'Cash keeps its buying power.' },
      trueFalseQuestion({ id: 'q4', question: 'Added later.', explanation: 'Not graded yet.' }),
    ]);
    const edited = await book(headers);
    expect(edited.list[0]?.mistakes).toEqual([
      expect.objectContaining({ id: 'q2', explanation: 'Bonds are loans.' }),
    ]);
    expect(JSON.stringify(edited)).not.toContain('Not graded yet.');
    const shown = (await get(`/api/content/get?content_id=${quiz.id}`, headers)).json().data;
    expect(
      shown.quiz_result.answers.map((answer: { question_id: string }) => answer.question_id),
    ).toEqual(['q1', 'q2']);
    expect(shown.quiz_result.correctAnswers).toBe(1);

    await editQuiz(quiz.id, ([q1, q2]) => [q1, { ...q2, answer: 'c' }]);
    expect(await book(headers)).toEqual({ list: [], count: 0 });
    expect((await practise(headers, quiz.id, 'q2', 'c')).statusCode).toBe(404);
  });

  it('hides the mistakes of a course the learner can no longer open', async () => {
    const { headers } = await learner();
    const { course, quiz } = await quizCourse();
    await submit(headers, quiz.id);
    await ctx.db
      .update(courses)
      .set({ difficultyLevel: 'advanced', pointsRequired: 100 })
      .where(eq(courses.id, course.id));
    expect(await book(headers)).toEqual({ list: [], count: 0 });
    const refused = await practise(headers, quiz.id, 'q2', 'b');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('COURSE_LOCKED');
  });
});

describe('practice', () => {
  it('grades a wrong answer again with its explanation, spending no attempt and paying nothing', async () => {
    const { headers } = await learner();
    const { quiz } = await quizCourse();
    await submit(headers, quiz.id);

    const wrong = await practise(headers, quiz.id, 'q2', 'c');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json().data).toEqual({
      question_id: 'q2',
      is_correct: false,
      explanation: questions[1]?.explanation,
      explanation_zh: null,
    });
    expect(wrong.body).not.toMatch(/"answer"/);
    const right = (await practise(headers, quiz.id, 'q3', false)).json().data;
    expect(right).toMatchObject({ question_id: 'q3', is_correct: true });

    const item = (await get(`/api/content/get?content_id=${quiz.id}`, headers)).json().data;
    expect(item.quiz_result.attempts_used).toBe(1);
    expect(item.completed_by_user).toBe(false);
    expect((await get('/api/points/balance', headers)).json().data.available_points).toBe(0);
    // Practice changes nothing: the book still holds both questions.
    expect((await book(headers)).count).toBe(2);
  });

  it('refuses questions the learner was not graded wrong on, and quizzes never attempted', async () => {
    const { headers } = await learner();
    const { quiz } = await quizCourse();
    const text = await buildContent(ctx.db, quiz.courseId, { type: 'text' });
    expect((await practise(headers, quiz.id, 'q2', 'b')).statusCode).toBe(404);

    await submit(headers, quiz.id);
    for (const [contentId, questionId] of [
      [quiz.id, 'q1'],
      [quiz.id, 'q9'],
      [text.id, 'q2'],
      [999_999, 'q2'],
    ] as const) {
      const refused = await practise(headers, contentId, questionId, 'b');
      expect(refused.statusCode, `${contentId} ${questionId}`).toBe(404);
      expect(refused.body).not.toContain('explanation');
    }
    expect((await practise(headers, quiz.id, 'q2', 'x'.repeat(101))).statusCode).toBe(400);
  });
});

describe('attempts from before the graded questions were kept', () => {
  it('are given the quiz as it is at the migration, so their mistakes show', async () => {
    const { user, headers } = await learner();
    const { quiz } = await quizCourse();
    await createLearningRepository(ctx.db).insertAttempt({
      userId: user.id,
      contentId: quiz.id,
      attemptNumber: 1,
      answers: { q1: 'true', q2: 'a', q3: 'false' },
      correctAnswers: 2,
      totalQuestions: 3,
      scorePercentage: 67,
      passed: false,
    });
    expect(await book(headers)).toEqual({ list: [], count: 0 });

    const backfill = readFileSync(
      path.join(serverRoot, 'drizzle', '0010_backfill_graded_questions.sql'),
      'utf8',
    );
    await ctx.db.execute(sql.raw(backfill));
    const [attempt] = await ctx.db.select().from(quizAttempts);
    expect(attempt?.gradedQuestions).toEqual(
      questions.map(({ explanation, explanation_zh, ...graded }) => graded),
    );
    expect((await book(headers)).list[0]?.mistakes).toEqual([
      expect.objectContaining({ id: 'q2', chosen: 'a', explanation: questions[1]?.explanation }),
    ]);
  });
});

describeOnPostgres('practice racing a real submission', () => {
  it('spends no attempt and pays once, however the calls interleave', async () => {
    const { headers } = await learner();
    const { quiz } = await quizCourse();
    await submit(headers, quiz.id);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, index) =>
        practise(headers, quiz.id, 'q2', index % 2 ? 'b' : 'c'),
      ),
      submit(headers, quiz.id, 'b', 'false'),
      ...Array.from({ length: 10 }, () => practise(headers, quiz.id, 'q3', false)),
    ]);
    for (const answer of answers) expect([200, 404]).toContain(answer.statusCode);
    const item = (await get(`/api/content/get?content_id=${quiz.id}`, headers)).json().data;
    expect(item.quiz_result).toMatchObject({ attempts_used: 2, passed: true });
    expect((await get('/api/points/balance', headers)).json().data.available_points).toBe(40);
    expect(await ledgerMismatches(ctx.db)).toEqual([]);
  });
});
