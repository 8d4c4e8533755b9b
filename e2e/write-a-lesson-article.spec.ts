import path from 'node:path';
import type { Page } from '@playwright/test';
import { choose } from './fixtures/admin-form';
import { adminHeaders, signInAsAdmin, useLocaleAsGuest } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

const t = (key: string, values?: Record<string, string | number>) =>
  text('zh', `admin:${key}`, values);
const image = path.resolve(import.meta.dirname, '../apps/server/src/demo/media/course-05.webp');

/** A beginner course (open to every learner) made by the admin for this run. */
async function newCourse(page: Page) {
  const run = Date.now();
  const response = await page.request.post('/api/admin/courses', {
    headers: await adminHeaders(page.request),
    data: {
      title: `Diversify ${run}`,
      title_zh: `分散投资${run}`,
      description: 'Why not every egg goes in one basket.',
      difficulty_level: 'beginner',
    },
  });
  return (await response.json()).data as { id: number; title_zh: string };
}

test('an admin writes an article lesson in the rich-text editor, previews it, and learners read it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const course = await newCourse(page);
  await signInAsAdmin(page, '/admin/content');
  await choose(page, t('fields.course'), course.title_zh);
  await page.getByRole('button', { name: t('form.add') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(`${t('fields.title')} (EN)`).fill('Spread your risk');

  // English: a heading, a paragraph with a link, a list, a table and an image uploaded in place.
  const english = `${t('content.article')} (EN)`;
  const toolbar = dialog.getByRole('toolbar', { name: t('editor.toolbar', { editor: english }) });
  const editor = dialog.getByRole('textbox', { name: english });
  await editor.click();
  await toolbar.getByRole('button', { name: t('editor.heading2'), exact: true }).click();
  await page.keyboard.type('Why diversify');
  await page.keyboard.press('Enter');
  await page.keyboard.type('One company can fail; a market rarely does.');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: t('editor.bulletList'), exact: true }).click();
  await page.keyboard.type('Stocks');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Bonds');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: t('editor.table'), exact: true }).click();
  await page.keyboard.type('Asset');
  await expect(
    toolbar.getByRole('button', { name: t('editor.addRow'), exact: true }),
  ).toBeVisible();
  await toolbar.locator('input[type=file]').setInputFiles(image);
  await expect(editor.locator('img[src^="/media/admin/"]')).toBeVisible();

  const chinese = `${t('content.article')}（中文）`;
  await dialog.getByRole('textbox', { name: chinese }).click();
  await page.keyboard.type('分散风险。');

  // The preview is the learner's view: sanitized and styled as the lesson page.
  await dialog.getByText(t('editor.preview')).click();
  const preview = dialog.getByRole('region', { name: t('editor.previewOf', { editor: english }) });
  await expect(preview.getByRole('heading', { level: 2, name: 'Why diversify' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText(['Stocks', 'Bonds']);
  await expect(preview.getByRole('columnheader', { name: 'Asset' })).toBeVisible();
  await expect(preview.locator('img[src^="/media/admin/"]')).toBeVisible();
  await dialog.getByRole('button', { name: t('form.save') }).click();
  await expect(page.getByRole('cell', { name: 'Spread your risk' })).toBeVisible();

  // What was stored is the policy's markup: no inline styles or column groups from the editor.
  const lessons = (
    await (
      await page.request.get(`/api/admin/contents?course_id=${course.id}`, {
        headers: await adminHeaders(page.request),
      })
    ).json()
  ).data.list as { id: number; content_data: { html: string; html_zh: string } }[];
  const [lesson] = lessons;
  expect(lesson?.content_data.html).not.toMatch(/style=|<colgroup|<h1/);
  expect(lesson?.content_data.html_zh).toBe('<p>分散风险。</p>');

  // A guest reading English sees the article as it was previewed.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await useLocaleAsGuest(page, 'en');
  await page.goto(`/courses/${course.id}/content/${lesson?.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Why diversify' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Asset' })).toBeVisible();
  const picture = page.locator('.lesson-article img');
  await expect(picture).toBeVisible();
  expect(
    await picture.evaluate((element: HTMLImageElement) => element.naturalWidth),
  ).toBeGreaterThan(0);
});
