import type { Locator, Page } from '@playwright/test';
import { findLesson } from './fixtures/content';
import { signInFreshLearner, useLocaleAsGuest } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

/**
 * Drops every request for code and data, as when the server stops for a moment: the document
 * and what the page already holds stay, everything it asks for next fails.
 */
const cutNetwork = (page: Page) =>
  page.route(/\/(assets|api)\//, (route) => route.abort('internetdisconnected'));

const restoreNetwork = (page: Page) => page.unrouteAll({ behavior: 'wait' });

/**
 * Never a blank page: the header stays and the page says what failed, with a retry button in the
 * page's language. Returns that button.
 */
async function expectRecoverableError(page: Page, locale: 'en' | 'zh'): Promise<Locator> {
  await expect(page.getByRole('banner')).toBeVisible();
  const retry = page.getByRole('alert').getByRole('button', { name: text(locale, 'retry') });
  await expect(retry.first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: text(locale, 'nav.main') })).toBeVisible();
  return retry.first();
}

/** Cuts the network, does a step, checks the page failed gracefully, then recovers by retry. */
async function cutDuring(page: Page, locale: 'en' | 'zh', step: () => Promise<void>) {
  await cutNetwork(page);
  await step();
  const retry = await expectRecoverableError(page, locale);
  await restoreNetwork(page);
  await retry.click();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('a learner loses the network at each step from home to a lesson and recovers every time', async ({
  page,
  request,
}) => {
  // Six pages, each failed and loaded again: twice the time of a journey that loads them once.
  test.setTimeout(120_000);
  const { courseId, item } = await findLesson(request, 'beginner', 'video');
  const course = (await (await request.get(`/api/course/get?course_id=${courseId}`)).json()).data
    .basic_info as { title: string; title_zh: string | null };
  await signInFreshLearner(page, { label: 'blip' });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const nav = page.getByRole('navigation', { name: text('zh', 'nav.main') });

  // The teachers page's code cannot be fetched.
  await cutDuring(page, 'zh', () =>
    nav.getByRole('link', { name: text('zh', 'nav.teachers') }).click(),
  );
  await expect(page).toHaveURL(/\/teachers$/);
  const viewProfile = page.getByRole('link', { name: text('zh', 'teachers:viewProfile') });
  const teacherCards = page.locator('main ul > li').filter({ has: viewProfile });
  await expect(teacherCards.first()).toBeVisible();

  // Nor a teacher's page.
  const teacherName = (await teacherCards.first().getByRole('heading').textContent()) ?? '';
  await cutDuring(page, 'zh', () =>
    teacherCards
      .first()
      .getByRole('link', { name: text('zh', 'teachers:viewProfile') })
      .click(),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(teacherName);

  // Nor the catalogue.
  await cutDuring(page, 'zh', () =>
    nav.getByRole('link', { name: text('zh', 'nav.courses') }).click(),
  );
  const courseCards = page.locator('main ul li a[href^="/courses/"]');
  await expect(courseCards.first()).toBeVisible();

  // A search while the network is gone fails; the network comes back and the browser says so,
  // and the results arrive without a click.
  await cutNetwork(page);
  await page
    .getByRole('searchbox', { name: text('zh', 'catalogue:filters.search') })
    .fill(course.title_zh ?? course.title);
  await page.getByRole('button', { name: text('zh', 'catalogue:filters.searchButton') }).click();
  await expectRecoverableError(page, 'zh');
  await restoreNetwork(page);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  const courseCard = page.locator(`main ul li a[href="/courses/${courseId}"]`);
  await expect(courseCard).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Nor a course's page.
  await cutDuring(page, 'zh', () => courseCard.click());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title_zh ?? course.title);

  // Nor a lesson's.
  await cutDuring(page, 'zh', () =>
    page.locator(`a[href="/courses/${courseId}/content/${item.id}"]`).click(),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title_zh ?? item.title);
  await expect(page.locator('main video').first()).toBeVisible();
});

test('in English, a page that cannot load says so in English and loads on retry', async ({
  page,
}) => {
  await useLocaleAsGuest(page, 'en');
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await cutNetwork(page);
  await page
    .getByRole('navigation', { name: text('en', 'nav.main') })
    .getByRole('link', { name: text('en', 'nav.courses') })
    .click();
  const retry = await expectRecoverableError(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'pageLoadFailed.title'),
  );
  // Retrying while the network is still gone fails the same way, and the page stays.
  await retry.click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectRecoverableError(page, 'en');
  await restoreNetwork(page);
  await retry.click();
  await expect(page.locator('main ul li a[href^="/courses/"]').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a page whose code a new deploy removed reloads once and opens', async ({ page }) => {
  await useLocaleAsGuest(page, 'zh');
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The build this page started with is gone: its teachers chunk answers 404 until the page
  // loads again (the journeys' server has one build, so the fresh page finds it).
  let hasReloaded = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) hasReloaded = true;
  });
  await page.route('**/assets/teacher-list-page-*.js', (route) =>
    hasReloaded ? route.continue() : route.fulfill({ status: 404, body: 'Not Found' }),
  );
  await page.evaluate(() => Object.assign(window, { startedBeforeTheDeploy: true }));
  await page
    .getByRole('navigation', { name: text('zh', 'nav.main') })
    .getByRole('link', { name: text('zh', 'nav.teachers') })
    .click();
  await expect(page).toHaveURL(/\/teachers$/);
  await expect(
    page.getByRole('link', { name: text('zh', 'teachers:viewProfile') }).first(),
  ).toBeVisible();
  expect(await page.evaluate(() => 'startedBeforeTheDeploy' in window)).toBe(false);
});
