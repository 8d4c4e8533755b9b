import { findLesson, playVideo } from './fixtures/content';
import { adminHeaders, signInFreshLearner } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

const balanceOf = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/points/balance', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await response.json()).data.available_points as number;
  });

test('a student watches a video to the end and earns its points exactly once', async ({
  page,
  context,
  request,
}) => {
  const { courseId, item } = await findLesson(request, 'beginner', 'video');
  await signInFreshLearner(page, { label: 'watcher' });
  await page.goto(`/courses/${courseId}/content/${item.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title_zh ?? item.title);
  const markButton = page.getByRole('button', { name: text('zh', 'learning:markCompleted') });
  await expect(markButton).toBeDisabled();

  await playVideo(page.locator('video'), 'end');
  await expect(page.getByRole('status')).toHaveText(
    text('zh', 'learning:earned', { count: item.points_reward }),
  );
  await expect(
    page.getByRole('link', { name: text('zh', 'nav.pointsLabel', { points: item.points_reward }) }),
  ).toBeVisible();
  await expect(markButton).toBeHidden();

  await page.reload();
  await expect(page.getByText(text('zh', 'learning:completed'), { exact: true })).toBeVisible();
  const other = await context.newPage();
  await other.goto(`/courses/${courseId}/content/${item.id}`);
  await playVideo(other.locator('video'), 'end', 'ended');
  expect(await balanceOf(page)).toBe(item.points_reward);
});

test('a video resumes where the learner left it', async ({ page, request }) => {
  const { courseId, item } = await findLesson(request, 'beginner', 'video');
  const { session } = await signInFreshLearner(page, { label: 'resumer' });
  await page.request.post('/api/content/progress', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { content_id: item.id, progress: 40, position_seconds: 5 },
  });
  await page.goto(`/courses/${courseId}/content/${item.id}`);
  await expect(page.getByText(text('zh', 'learning:progress', { progress: 40 }))).toBeVisible();
  await expect
    .poll(() =>
      page
        .locator('video')
        .evaluate((element: HTMLVideoElement) => Math.round(element.currentTime)),
    )
    .toBe(5);
});

test('a quiz answered wrong then right fails, then passes and pays once; the attempt limit holds', async ({
  page,
  request,
}) => {
  const { courseId, item } = await findLesson(request, 'beginner', 'quiz');
  const stored = (
    await (
      await request.get(`/api/admin/contents?course_id=${courseId}`, {
        headers: await adminHeaders(request),
      })
    ).json()
  ).data.list.find((entry: { id: number }) => entry.id === item.id).content_data as {
    max_attempts: number;
    questions: { id: string; answer: string; options: { id: string; text: string }[] }[];
  };
  await signInFreshLearner(page, { label: 'quizzer', locale: 'en' });
  await page.goto(`/courses/${courseId}/content/${item.id}`);

  const submit = page.getByRole('button', { name: text('en', 'learning:quiz.submit') });
  const result = page.getByRole('heading', { name: text('en', 'learning:quiz.result') });
  const retake = page.getByRole('button', { name: text('en', 'learning:quiz.retake') });
  const answerAll = async (isRight: boolean) => {
    for (const [index, question] of stored.questions.entries()) {
      const option = question.options.find(
        (candidate) => (candidate.id === question.answer) === isRight,
      );
      await page
        .getByRole('group')
        .nth(index)
        .getByLabel(option?.text ?? '', { exact: true })
        .check();
    }
  };

  await expect(submit).toBeDisabled();
  await answerAll(false);
  await submit.click();
  await expect(result).toBeVisible();
  await expect(
    page.getByText(
      text('en', 'learning:quiz.correct', { correct: 0, total: stored.questions.length }),
    ),
  ).toBeVisible();
  expect(await balanceOf(page)).toBe(0);

  await retake.click();
  await expect(submit).toBeDisabled();
  await answerAll(true);
  await submit.click();
  await expect(page.getByText(text('en', 'learning:quiz.passed'))).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    text('en', 'learning:quizEarned', { count: item.points_reward }),
  );
  expect(await balanceOf(page)).toBe(item.points_reward);

  await page.reload();
  await expect(page.getByText(text('en', 'learning:quiz.passed'))).toBeVisible();
  for (let attempt = 3; attempt <= stored.max_attempts; attempt += 1) {
    await retake.click();
    await answerAll(true);
    await submit.click();
    await expect(result).toBeVisible();
  }
  await expect(retake).toBeDisabled();
  await expect(
    page.getByText(text('en', 'learning:quiz.attemptsLeft', { count: 0 })),
  ).toBeVisible();
  expect(await balanceOf(page)).toBe(item.points_reward);
});

test('a student reading an article is told how long is left, then completes it for its points', async ({
  page,
  request,
}) => {
  const { courseId, item } = await findLesson(request, 'beginner', 'text');
  await signInFreshLearner(page, { label: 'reader' });
  await page.goto(`/courses/${courseId}/content/${item.id}`);
  const markButton = page.getByRole('button', { name: text('zh', 'learning:markCompleted') });
  await expect(markButton).toBeDisabled();
  // The countdown ("0:05" and so on) is shown while the minimum time runs.
  const waitHint = page.getByText(/后即可标记为已完成/);
  await expect(waitHint).toBeVisible();
  await expect(waitHint).toContainText(/\d:\d\d/);
  await expect(markButton).toBeEnabled({ timeout: 15_000 });
  await expect(waitHint).toBeHidden();
  await markButton.click();
  await expect(page.getByRole('status')).toHaveText(
    text('zh', 'learning:earned', { count: item.points_reward }),
  );
  expect(await balanceOf(page)).toBe(item.points_reward);
});

test('a guest reads beginner content without progress controls; a locked course refuses content and media', async ({
  page,
  request,
}) => {
  const open = await findLesson(request, 'beginner', 'video');
  await page.goto(`/courses/${open.courseId}/content/${open.item.id}`);
  await expect(page.locator('video')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: text('zh', 'learning:markCompleted') }),
  ).toHaveCount(0);
  await expect(page.getByRole('link', { name: text('zh', 'learning:loginToTrack') })).toBeVisible();

  const locked = await findLesson(request, 'advanced', 'video');
  await page.goto(`/courses/${locked.courseId}/content/${locked.item.id}`);
  await expect(page.getByRole('heading', { name: text('zh', 'learning:locked') })).toBeVisible();
  const refused = await request.get(`/api/content/get?content_id=${locked.item.id}`);
  expect(refused.status()).toBe(403);

  const openItem = (await (await request.get(`/api/content/get?content_id=${open.item.id}`)).json())
    .data;
  const mediaPath = String(openItem.content_data.url).split('?')[0];
  expect((await request.get(mediaPath ?? '')).status()).toBe(403);
  expect(
    (await request.get(openItem.content_data.url, { headers: { range: 'bytes=0-99' } })).status(),
  ).toBe(206);
});
