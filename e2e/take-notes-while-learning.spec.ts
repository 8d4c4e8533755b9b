import { findLesson } from './fixtures/content';
import { signInFreshLearner } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

test('a learner writes a timed note on a video, jumps back to it, and finds it in My notes', async ({
  page,
}) => {
  await signInFreshLearner(page, { label: 'note-taker' });
  const { courseId, item } = await findLesson(page.request, 'beginner', 'video');
  await page.goto(`/courses/${courseId}/content/${item.id}`);

  const video = page.locator('video');
  const at = (seconds: number) =>
    video.evaluate(async (element: HTMLVideoElement, target) => {
      element.muted = true;
      if (element.readyState < 1)
        await new Promise((resolve) =>
          element.addEventListener('loadedmetadata', resolve, { once: true }),
        );
      element.currentTime = target;
      await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    }, seconds);
  const currentTime = () =>
    video.evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime));

  // At 0:04 the learner writes down what they just heard; the note keeps the moment.
  await at(4);
  await page.getByLabel(text('zh', 'notes:newLabel')).fill('这里讲到了分散投资的好处。');
  await page.getByRole('button', { name: text('zh', 'notes:add') }).click();
  const moment = page.getByRole('button', { name: text('zh', 'notes:seekTo', { time: '0:04' }) });
  await expect(moment).toBeVisible();
  await expect(page.getByText('这里讲到了分散投资的好处。')).toBeVisible();

  // Later, somewhere else in the video, a click on the note's moment goes back there.
  await at(0);
  expect(await currentTime()).toBe(0);
  await moment.click();
  await expect.poll(currentTime).toBe(4);

  // The note waits in My notes, found by its words and by its course.
  await page.goto('/profile/notes');
  await expect(page.getByRole('heading', { name: text('zh', 'titles.myNotes') })).toBeVisible();
  await page.getByLabel(text('zh', 'notes:searchLabel')).fill('分散投资');
  await page.getByRole('button', { name: text('zh', 'notes:searchSubmit') }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText('这里讲到了分散投资的好处。')).toBeVisible();
  await page.getByLabel(text('zh', 'notes:searchLabel')).fill('没有这样的笔记');
  await page.getByRole('button', { name: text('zh', 'notes:searchSubmit') }).click();
  await expect(
    page.getByText(text('zh', 'notes:noMatch', { search: '没有这样的笔记' })),
  ).toBeVisible();
});
