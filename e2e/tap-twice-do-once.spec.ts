import type { Page } from '@playwright/test';
import { choose } from './fixtures/admin-form';
import { findLesson } from './fixtures/content';
import { adminHeaders, signInAsAdmin, signInFreshLearner } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

/** The answers of every call to `path` the page makes from now on. */
function answersTo(page: Page, path: string) {
  const answers: { replayed: boolean; body: Promise<{ data?: Record<string, unknown> }> }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== path) return;
    answers.push({
      replayed: response.headers()['idempotent-replayed'] === 'true',
      body: response.json(),
    });
  });
  return answers;
}

test('a double click on 签到 signs in once and shows no red error', async ({ page }) => {
  await signInFreshLearner(page, { label: 'double-signin' });
  const answers = answersTo(page, '/api/signin/daily');
  await page.goto('/');
  await page.getByRole('button', { name: text('zh', 'home:signin.button') }).dblclick();
  await expect(
    page.getByRole('button', { name: text('zh', 'home:signin.alreadySignedIn') }),
  ).toBeDisabled();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(text('zh', 'errors:ALREADY_SIGNED_IN'))).toHaveCount(0);
  expect(answers).toHaveLength(1);
});

test('a double click on 提交答案 uses one attempt', async ({ page, request }) => {
  const { courseId, item } = await findLesson(request, 'beginner', 'quiz');
  await signInFreshLearner(page, { label: 'double-submit' });
  const answers = answersTo(page, '/api/content/quiz/submit');
  await page.goto(`/courses/${courseId}/content/${item.id}`);
  const groups = page.getByRole('group').filter({ has: page.getByRole('radio') });
  await expect(groups.first()).toBeVisible();
  for (let index = 0; index < (await groups.count()); index += 1) {
    await groups.nth(index).getByRole('radio').first().check();
  }
  await page.getByRole('button', { name: text('zh', 'learning:quiz.submit') }).dblclick();
  await expect(page.getByRole('list', { name: text('zh', 'learning:quiz.review') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const answer of answers) {
    expect((await answer.body).data).toMatchObject({ attempts_used: 1 });
  }
  expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
});

test('a double click on 保存 in the lesson dialog creates one lesson', async ({ page }) => {
  test.setTimeout(120_000);
  const t = (key: string) => text('zh', `admin:${key}`);
  const run = Date.now();
  const headers = await adminHeaders(page.request);
  const created = await page.request.post('/api/admin/courses', {
    headers,
    data: {
      title: `Twice ${run}`,
      title_zh: `两次${run}`,
      description: 'One lesson, once.',
      difficulty_level: 'beginner',
    },
  });
  const course = (await created.json()).data as { id: number; title_zh: string };
  await signInAsAdmin(page, '/admin/content');
  await choose(page, t('fields.course'), course.title_zh);
  await page.getByRole('button', { name: t('form.add') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(`${t('fields.title')} (EN)`).fill('Once only');
  await dialog.getByRole('textbox', { name: `${t('content.article')} (EN)` }).click();
  await page.keyboard.type('Saved once, however often it is clicked.');
  await dialog.getByRole('button', { name: t('form.save') }).dblclick();
  await expect(dialog).toBeHidden();
  await page.waitForLoadState('networkidle');
  const lessons = (
    await (await page.request.get(`/api/admin/contents?course_id=${course.id}`, { headers })).json()
  ).data.list as { title: string }[];
  expect(lessons.filter((lesson) => lesson.title === 'Once only')).toHaveLength(1);
});
