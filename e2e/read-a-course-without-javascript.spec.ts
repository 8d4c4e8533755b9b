import { expect, test } from '@playwright/test';
import { text } from './fixtures/texts';

interface CourseItem {
  course_id: number;
  title: string;
  title_zh: string | null;
  thumbnail: string | null;
}

// No script runs at all: what a search engine's crawler or a chat app's link preview reads.
test.use({ javaScriptEnabled: false });

/**
 * The newest course, or the newest with a cover when the share card's image is looked at: other
 * journeys add courses without one as this one runs.
 */
async function newestCourse(
  request: import('@playwright/test').APIRequestContext,
  { withCover = false } = {},
) {
  const answer = await request.get('/api/course/lists?page=1&page_size=50&sort=latest');
  const { data } = (await answer.json()) as { data: { list: CourseItem[] } };
  const course = data.list.find((item) => !withCover || item.thumbnail);
  if (!course) throw new Error('the demo academy has no such course');
  return course;
}

test('the catalogue and a course arrive as HTML with their content, title and share card, in Chinese', async ({
  page,
  request,
}) => {
  const course = await newestCourse(request, { withCover: true });
  const title = course.title_zh || course.title;
  await page.goto('/courses');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('zh', 'common:titles.courseList'),
  );
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  await page.goto(`/courses/${course.course_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} · ${text('zh', 'common:productName')}`);
  const meta = (property: string) =>
    page.locator(`meta[property="${property}"]`).getAttribute('content');
  expect(await meta('og:title')).toBe(`${title} · ${text('zh', 'common:productName')}`);
  expect(await meta('og:url')).toMatch(new RegExp(`/courses/${course.course_id}$`));
  expect(await meta('og:image')).toMatch(/^https?:\/\/[^/]+\/media\//);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/courses/${course.course_id}$`),
  );
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the home page, teachers, rewards and the FAQ arrive rendered in English', async ({
    page,
    request,
  }) => {
    const course = await newestCourse(request);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: course.title }).first()).toBeVisible();

    await page.goto('/teachers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en', 'common:titles.teacherList'),
    );
    await expect(page.locator('main a[href^="/teachers/"]').first()).toBeVisible();

    await page.goto('/rewards');
    await expect(page.locator('main a[href^="/rewards/submit/"]').first()).toBeVisible();

    await page.goto('/faq');
    await expect(page.getByText(text('en', 'static:faq.items.freeCourses.q'))).toBeVisible();
    await expect(page).toHaveTitle(text('en', 'common:productName'));
  });
});

test('a page past the end of the teacher directory offers its last page, which opens without a script', async ({
  page,
}) => {
  await page.goto('/teachers?page=9');
  const offer = page.getByRole('link', { name: /^前往第\d+页$/ });
  const lastPage = Number((await offer.textContent())?.match(/\d+/)?.[0]);
  await offer.click();
  await expect(page).toHaveURL((url) => (url.searchParams.get('page') ?? '1') === String(lastPage));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('zh', 'common:titles.teacherList'),
  );
  await expect(offer).toHaveCount(0);
});

test("the catalogue's pages are links that open without a script, as a crawler follows them", async ({
  page,
}) => {
  await page.goto('/courses');
  await page.getByRole('link', { name: text('zh', 'pagination.page', { page: 2 }) }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
  await expect(
    page.getByRole('link', { name: text('zh', 'pagination.page', { page: 2 }) }),
  ).toHaveAttribute('aria-current', 'page');
});
