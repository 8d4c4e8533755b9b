import { findLesson, playVideo } from './fixtures/content';
import { contentOverflow } from './fixtures/layout';
import { signInFreshLearner } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

test('a student leaves a video part-way and My learning takes them back to the same second', async ({
  page,
  request,
}) => {
  const { courseId, item } = await findLesson(request, 'beginner', 'video');
  const course = (await (await request.get(`/api/course/get?course_id=${courseId}`)).json()).data
    .basic_info as { title: string; title_zh: string | null };
  const courseTitle = course.title_zh || course.title;
  const { account } = await signInFreshLearner(page, { label: 'continuer' });
  await page.setViewportSize({ width: 1366, height: 900 });

  // Watch a few seconds, then pause: the viewer saves where the learner is.
  const saves: { position: number; isDone: boolean }[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/content/progress')) return;
    const save = { position: request.postDataJSON().position_seconds as number, isDone: false };
    saves.push(save);
    void request.response().then(
      () => {
        save.isDone = true;
      },
      // A save still on its way when the journey ends has no answer to wait for.
      () => undefined,
    );
  });
  await page.goto(`/courses/${courseId}/content/${item.id}`);
  await playVideo(page.locator('video'), 'middle', 'paused');
  await expect.poll(() => saves.length > 0 && saves.every((save) => save.isDone)).toBe(true);
  const position = saves.at(-1)?.position ?? 0;
  expect(position).toBeGreaterThan(0);

  // Later, from anywhere: the account menu leads to My learning.
  await page.goto('/');
  await page
    .getByRole('button', { name: text('zh', 'nav.userMenu', { email: account.email }) })
    .click();
  await page.getByRole('menuitem', { name: text('zh', 'titles.myLearning') }).click();
  await expect(page).toHaveURL(/\/learning$/);
  await expect(page).toHaveTitle(new RegExp(text('zh', 'titles.myLearning')));
  await expect(
    page.getByRole('heading', { level: 1, name: text('zh', 'titles.myLearning') }),
  ).toBeVisible();
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: courseTitle }),
  });
  await expect(
    card.getByText(text('zh', 'my-learning:next', { title: item.title_zh ?? item.title })),
  ).toContainText(
    text('zh', 'my-learning:resumeAt', {
      time: `${Math.floor(position / 60)}:${String(position % 60).padStart(2, '0')}`,
    }),
  );
  expect(await contentOverflow(page)).toBeLessThanOrEqual(0);

  // At phone width the list still fits, and Continue opens the video where it was left.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await contentOverflow(page)).toBeLessThanOrEqual(0);
  const continueLink = card.getByRole('link', {
    name: text('zh', 'my-learning:actionLabel', {
      action: text('zh', 'my-learning:continue'),
      course: courseTitle,
    }),
  });
  await continueLink.click();
  await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/content/${item.id}$`));
  await expect
    .poll(() =>
      page
        .locator('video')
        .evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime)),
    )
    .toBe(position);
});

test('My learning reads in English too, and sends a newcomer to the catalogue', async ({
  page,
}) => {
  await signInFreshLearner(page, { label: 'newcomer', locale: 'en' });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/learning');
    await expect(page.getByRole('heading', { level: 1, name: 'My learning' })).toBeVisible();
    await expect(page.getByText(text('en', 'my-learning:empty'))).toBeVisible();
    expect(await contentOverflow(page), `at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.getByRole('link', { name: text('en', 'my-learning:browse') }).click();
  await expect(page).toHaveURL(/\/courses$/);
});
