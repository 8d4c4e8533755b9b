import type { APIRequestContext } from '@playwright/test';
import { findLesson } from './fixtures/content';
import { contentOverflow } from './fixtures/layout';
import { adminHeaders, signInFreshLearner } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

interface StoredQuestion {
  id: string;
  question: string;
  question_zh?: string;
  answer: string;
  options: { id: string; text: string; text_zh?: string }[];
  explanation?: string;
  explanation_zh?: string;
}

/** A beginner quiz with its answers and explanations, as the admin stores it. */
async function quizWithAnswers(request: APIRequestContext) {
  const { courseId, item } = await findLesson(request, 'beginner', 'quiz');
  const list = (
    await (
      await request.get(`/api/admin/contents?course_id=${courseId}`, {
        headers: await adminHeaders(request),
      })
    ).json()
  ).data.list as { id: number; content_data: { questions: StoredQuestion[] } }[];
  const stored = list.find((entry) => entry.id === item.id)?.content_data;
  if (!stored) throw new Error('the quiz is not in its course');
  return { courseId, item, questions: stored.questions };
}

const wrongOption = (question: StoredQuestion) => {
  const option = question.options.find((candidate) => candidate.id !== question.answer);
  if (!option) throw new Error(`question ${question.id} has no wrong option`);
  return option;
};

test('a student fails a quiz, reads why, and practises the wrong answers for free', async ({
  page,
  request,
}) => {
  const { courseId, item, questions } = await quizWithAnswers(request);
  const [first] = questions;
  if (!first?.explanation_zh) throw new Error('the demo quiz explains its questions');
  const { session } = await signInFreshLearner(page, { label: 'mistaken' });
  await page.setViewportSize({ width: 1366, height: 900 });

  // Every answer wrong: the result says which, and why.
  await page.goto(`/courses/${courseId}/content/${item.id}`);
  for (const [index, question] of questions.entries()) {
    const option = wrongOption(question);
    await page
      .getByRole('group')
      .nth(index)
      .getByLabel(option.text_zh ?? option.text, { exact: true })
      .check();
  }
  await page.getByRole('button', { name: text('zh', 'learning:quiz.submit') }).click();
  const review = page.getByRole('list', { name: text('zh', 'learning:quiz.review') });
  await expect(review.getByText(first.explanation_zh)).toBeVisible();
  await page.getByRole('link', { name: text('zh', 'learning:quiz.mistakesLink') }).click();

  // The mistakes book holds every question of that attempt.
  await expect(page).toHaveURL(/\/profile\/mistakes$/);
  await expect(page).toHaveTitle(new RegExp(text('zh', 'titles.mistakes')));
  await expect(
    page.getByRole('heading', { level: 1, name: text('zh', 'titles.mistakes') }),
  ).toBeVisible();
  await expect(
    page.getByText(text('zh', 'my-learning:mistakes.count', { count: questions.length })),
  ).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: first.question_zh ?? first.question });
  const wrong = wrongOption(first);
  await expect(
    entry.getByText(
      text('zh', 'my-learning:mistakes.yourAnswer', { answer: wrong.text_zh ?? wrong.text }),
    ),
  ).toBeVisible();
  await entry.getByText(text('zh', 'my-learning:mistakes.showWhy')).click();
  await expect(entry.getByText(first.explanation_zh)).toBeVisible();
  expect(await contentOverflow(page)).toBeLessThanOrEqual(0);

  // Practice at phone width: a wrong answer again, then the right one.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await contentOverflow(page)).toBeLessThanOrEqual(0);
  await entry.getByRole('button', { name: text('zh', 'my-learning:mistakes.practise') }).click();
  const check = entry.getByRole('button', { name: text('zh', 'my-learning:mistakes.check') });
  await entry.getByRole('radio', { name: wrong.text_zh ?? wrong.text, exact: true }).check();
  await check.click();
  await expect(entry.getByRole('status')).toHaveText(text('zh', 'my-learning:mistakes.wrong'));
  const right = first.options.find((option) => option.id === first.answer);
  await entry.getByRole('radio', { name: right?.text_zh ?? right?.text, exact: true }).check();
  await check.click();
  await expect(entry.getByRole('status')).toHaveText(text('zh', 'my-learning:mistakes.right'));
  expect(await contentOverflow(page)).toBeLessThanOrEqual(0);

  // Practice spent no attempt and paid nothing; the book still holds the question.
  const headers = { authorization: `Bearer ${session.token}` };
  const quiz = (
    await (await page.request.get(`/api/content/get?content_id=${item.id}`, { headers })).json()
  ).data;
  expect(quiz.quiz_result.attempts_used).toBe(1);
  const balance = (await (await page.request.get('/api/points/balance', { headers })).json()).data;
  expect(balance.available_points).toBe(0);
  await page.reload();
  await expect(entry).toBeVisible();

  // The profile leads here too, and the book reads in English.
  await page.goto('/profile');
  await page.getByRole('link', { name: `${text('zh', 'titles.mistakes')} →` }).click();
  await expect(page).toHaveURL(/\/profile\/mistakes$/);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mistakes book' })).toBeVisible();
  const english = page.getByRole('listitem').filter({ hasText: first.question });
  await english.getByText(text('en', 'my-learning:mistakes.showWhy')).click();
  await expect(english.getByText(first.explanation ?? '')).toBeVisible();
  expect(await contentOverflow(page)).toBeLessThanOrEqual(0);
});
