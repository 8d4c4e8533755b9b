import { adminHeaders, signInFreshLearner } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { xssVectors } from './fixtures/xss-vectors';

test('more than 50 known XSS vectors saved as article HTML, course text, names and reviews never run', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  expect(xssVectors.length).toBeGreaterThanOrEqual(50);
  const headers = await adminHeaders(request);
  const joined = xssVectors.join('\n');
  const course = (
    await (
      await request.post('/api/admin/courses', {
        headers,
        data: {
          title: xssVectors[1],
          title_zh: xssVectors[3],
          description: joined,
          short_description: xssVectors[0],
          difficulty_level: 'beginner',
        },
      })
    ).json()
  ).data;
  const article = (
    await (
      await request.post('/api/admin/contents', {
        headers,
        data: {
          course_id: course.id,
          type: 'text',
          title: xssVectors[2],
          content_data: { html: joined, html_zh: joined },
        },
      })
    ).json()
  ).data;
  const { session } = await signInFreshLearner(page, { label: 'xss', locale: 'en' });
  await page.request.post('/api/users/profile', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { name: xssVectors[4], language_preference: 'en' },
  });
  for (const comment of xssVectors.slice(0, 10)) {
    await page.request.post('/api/course/review', {
      headers: { authorization: `Bearer ${session.token}` },
      data: { course_id: course.id, rating: 3, comment },
    });
  }

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const url of [
    `/courses/${course.id}`,
    `/courses/${course.id}/content/${article.id}`,
    '/courses',
    '/profile',
  ]) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.mouse.click(200, 300);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
      url,
    ).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
  await expect(page.locator('script:not([src])')).toHaveCount(0);
});
