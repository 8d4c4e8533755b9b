import path from 'node:path';
import type { Page } from '@playwright/test';
import { choose } from './fixtures/admin-form';
import {
  adminHeaders,
  signInAsAdmin,
  signInFreshLearner,
  useLocaleAsGuest,
} from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

interface Passage {
  start: number;
  end: number;
  text: string;
  text_zh: string | null;
}

/**
 * A beginner video with a timed transcript of several passages (the demo's recordings have
 * theirs; a lesson another journey just made may not), as the content call gives it.
 */
async function videoWithPassages(page: Page) {
  const courses = (
    await (await page.request.get('/api/course/lists?level=beginner&page_size=100')).json()
  ).data.list as { course_id: number }[];
  for (const { course_id: courseId } of courses) {
    const items = (await (await page.request.get(`/api/content/list?course_id=${courseId}`)).json())
      .data.list as { id: number; type: string }[];
    for (const item of items.filter((entry) => entry.type === 'video')) {
      const response = await page.request.get(`/api/content/get?content_id=${item.id}`);
      const passages = (await response.json()).data.content_data.passages as Passage[];
      if (passages.length >= 4) return { url: `/courses/${courseId}/content/${item.id}`, passages };
    }
  }
  throw new Error('no beginner video with a timed transcript');
}

const seedMedia = (file: string) =>
  path.resolve(import.meta.dirname, '../apps/server/src/demo/media', file);

const video = (page: Page) => page.locator('video');
const currentTime = (page: Page) =>
  video(page).evaluate((element: HTMLVideoElement) => element.currentTime);
/** Waits for the video's metadata, so seeking and speeds apply to the real file. */
const loaded = (page: Page) =>
  video(page).evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    if (element.readyState < 1)
      await new Promise((resolve) =>
        element.addEventListener('loadedmetadata', resolve, { once: true }),
      );
  });

for (const width of [390, 1366]) {
  test(`a learner watches a lesson at their speed, follows the transcript and reads captions (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInFreshLearner(page, { label: `speed${width}` });
    const lesson = await videoWithPassages(page);
    await page.goto(lesson.url);
    await loaded(page);
    // A Chinese reader plays the Chinese edition (its title card in Chinese), on a signed link.
    await expect(video(page)).toHaveAttribute(
      'src',
      /^\/media\/seed\/video-[\w-]+-zh\.mp4\?expires=/,
    );

    // Captions: a track per language, the page's (Chinese) one showing, built from the passages.
    const zhTrack = page.locator('video track[srclang="zh-CN"]');
    await expect(zhTrack).toHaveAttribute('kind', 'captions');
    await expect(zhTrack).toHaveAttribute('label', text('zh', 'learning:player.captions.zh'));
    await expect(page.locator('video track[srclang="en"]')).toHaveAttribute(
      'label',
      text('zh', 'learning:player.captions.en'),
    );
    await expect
      .poll(() =>
        zhTrack.evaluate((track: HTMLTrackElement) => ({
          mode: track.track.mode,
          first: track.track.cues?.[0] instanceof VTTCue ? track.track.cues[0].text : null,
        })),
      )
      .toEqual({ mode: 'showing', first: lesson.passages[0]?.text_zh });

    // The speed: chosen, applied, and still chosen after a reload.
    const speed = page.getByRole('group', { name: text('zh', 'learning:player.speed') });
    const fast = speed.getByRole('button', {
      name: text('zh', 'learning:player.rate', { rate: 1.5 }),
    });
    await expect(
      speed.getByRole('button', { name: text('zh', 'learning:player.rate', { rate: 1 }) }),
    ).toHaveAttribute('aria-pressed', 'true');
    await fast.click();
    await expect(fast).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await loaded(page);
    await expect(fast).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.playbackRate))
      .toBe(1.5);

    // The transcript: choosing a passage plays from there and marks it as the one spoken.
    const third = lesson.passages[2] as Passage;
    const thirdButton = page.getByRole('button', { name: third.text_zh ?? third.text });
    await thirdButton.click();
    await expect(thirdButton).toHaveAttribute('aria-current', 'time');
    expect(await currentTime(page)).toBeCloseTo(third.start, 1);
    await expect(thirdButton).toBeFocused();

    // Playing on, the highlight follows the speech to the next passage.
    const fourth = lesson.passages[3] as Passage;
    const fourthButton = page.getByRole('button', { name: fourth.text_zh ?? fourth.text });
    await video(page).evaluate((element: HTMLVideoElement, start: number) => {
      element.currentTime = start - 0.3;
      return element.play();
    }, fourth.start);
    await expect(fourthButton).toHaveAttribute('aria-current', 'time');
    await expect(thirdButton).not.toHaveAttribute('aria-current');

    // The keyboard, from the page: Space pauses, ← goes back five seconds; both are announced.
    await page.locator('h1').click();
    await page.keyboard.press('Space');
    await expect
      .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(true);
    await expect(
      page.getByText(text('zh', 'learning:player.paused'), { exact: true }),
    ).toBeAttached();
    const before = await currentTime(page);
    await page.keyboard.press('ArrowLeft');
    expect(await currentTime(page)).toBeCloseTo(Math.max(0, before - 5), 1);
    // With the player itself focused, Space is still one toggle (its own controls stay out).
    await video(page).focus();
    await page.keyboard.press('Space');
    await expect(
      page.getByText(text('zh', 'learning:player.playing'), { exact: true }),
    ).toBeAttached();
    await expect
      .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(false);
    await expect(video(page)).toHaveAttribute('aria-keyshortcuts', 'Space ArrowLeft ArrowRight');
    await expect(
      page.getByText(text('zh', 'learning:player.shortcuts', { seconds: 5 })),
    ).toBeVisible();

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
  });
}

test('in English the captions and the transcript are English, and the speed is remembered', async ({
  page,
}) => {
  await signInFreshLearner(page, { label: 'speeden', locale: 'en' });
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('playback_rate', '2'));
  const lesson = await videoWithPassages(page);
  await page.goto(lesson.url);
  await loaded(page);
  const enTrack = page.locator('video track[srclang="en"]');
  await expect(enTrack).toHaveAttribute('label', text('en', 'learning:player.captions.en'));
  await expect
    .poll(() => enTrack.evaluate((track: HTMLTrackElement) => track.track.mode))
    .toBe('showing');
  await expect(
    page.getByRole('button', { name: text('en', 'learning:player.rate', { rate: 2 }) }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: lesson.passages[1]?.text ?? '' })).toBeVisible();
});

test('an admin times a transcript and uploads Chinese captions, which learners then get', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = (key: string) => text('zh', `admin:${key}`);
  const headers = await adminHeaders(page.request);
  const stamp = Date.now();
  const courseTitleZh = `字幕课程${stamp}`;
  const created = await page.request.post('/api/admin/courses', {
    headers,
    data: { title: `Captions ${stamp}`, title_zh: courseTitleZh, difficulty_level: 'beginner' },
  });
  const courseId = (await created.json()).data.id as number;

  await signInAsAdmin(page, '/admin/content');
  await choose(page, t('fields.course'), courseTitleZh);
  await page.getByRole('button', { name: t('form.add') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(`${t('fields.title')} (EN)`).fill('Fees in one sentence');
  await choose(page, t('fields.type'), t('content.types.video'));
  await dialog
    .locator('input[type=file]')
    .first()
    .setInputFiles(seedMedia('video-index-funds.mp4'));

  // A timed passage instead of a plain transcript.
  await dialog.getByRole('button', { name: t('content.addPassage') }).click();
  const passage = dialog.getByRole('group', {
    name: text('zh', 'admin:content.passage', { number: 1 }),
  });
  await passage.getByLabel(t('content.end')).fill('7.3');
  await passage.getByLabel('EN', { exact: true }).fill('Fees stay low.');
  await passage.getByLabel('中文', { exact: true }).fill('费用一直很低。');

  // Chinese captions from a file: something else is refused, a WebVTT file is kept.
  const zhCaptions = dialog.getByRole('group', { name: `${t('content.captionsFile')}（中文）` });
  await zhCaptions.locator('input[type=file]').setInputFiles({
    name: 'notes.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from('These are not captions at all.'),
  });
  await expect(zhCaptions.getByRole('alert')).toHaveText(
    text('zh', 'errors:UNSUPPORTED_MEDIA_TYPE'),
  );
  await zhCaptions.locator('input[type=file]').setInputFiles({
    name: 'lesson.zh.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:07.300\n上传的中文字幕\n'),
  });
  await expect(zhCaptions.locator('code')).toContainText(/^\/media\/admin\/[\w-]+\.vtt$/);
  await dialog.getByRole('button', { name: t('form.save') }).click();
  await expect(page.getByRole('cell', { name: 'Fees in one sentence' })).toBeVisible();

  const lesson = (await (await page.request.get(`/api/content/list?course_id=${courseId}`)).json())
    .data.list[0] as { id: number };
  const learner = await page.context().browser()?.newPage();
  if (!learner) throw new Error('no browser');
  await useLocaleAsGuest(learner, 'zh');
  await learner.goto(`/courses/${courseId}/content/${lesson.id}`);
  await expect(learner.getByRole('button', { name: '费用一直很低。' })).toBeVisible();
  const track = learner.locator('video track[srclang="zh-CN"]');
  await expect(track).toHaveAttribute('src', /^\/media\/admin\/[\w-]+\.vtt\?expires=\d+&sig=/);
  await expect
    .poll(() =>
      track.evaluate((element: HTMLTrackElement) =>
        element.track.cues?.[0] instanceof VTTCue ? element.track.cues[0].text : null,
      ),
    )
    .toBe('上传的中文字幕');
  await expect(learner.locator('video track[srclang="en"]')).toHaveAttribute(
    'src',
    new RegExp(`^/api/content/captions/${lesson.id}/en\\?`),
  );
  await learner.close();
});
