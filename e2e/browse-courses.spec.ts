import type { Page } from '@playwright/test';
import { signInFreshLearner, useLocaleAsGuest } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

test('a visitor filters, searches in Chinese and pages the catalogue, and the URL survives a reload', async ({
  page,
}) => {
  await page.goto('/courses');
  const cards = page.locator('main ul li a[href^="/courses/"]');
  await expect(cards.first()).toBeVisible();
  await expect(cards).toHaveCount(12);

  await page.getByRole('link', { name: text('zh', 'pagination.page', { page: 2 }) }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(
    page.getByRole('link', { name: text('zh', 'pagination.page', { page: 2 }) }),
  ).toHaveAttribute('aria-current', 'page');

  await page.getByLabel(text('zh', 'catalogue:filters.level')).selectOption('advanced');
  await expect(page).toHaveURL(/level=advanced/);
  await expect(page).not.toHaveURL(/page=2/);
  for (const badge of await page
    .locator('main ul li')
    .getByText(text('zh', 'levels.advanced'))
    .all()) {
    await expect(badge).toBeVisible();
  }

  await page.getByLabel(text('zh', 'catalogue:filters.level')).selectOption('');
  await page.getByRole('searchbox', { name: text('zh', 'catalogue:filters.search') }).fill('期权');
  await page.getByRole('button', { name: text('zh', 'catalogue:filters.searchButton') }).click();
  await expect(page).toHaveURL(/search=%E6%9C%9F%E6%9D%83/);
  await expect(page.getByRole('heading', { name: '期权入门' })).toBeVisible();

  await page.getByLabel(text('zh', 'catalogue:filters.sort')).selectOption('popular');
  await page.reload();
  await expect(page.getByLabel(text('zh', 'catalogue:filters.sort'))).toHaveValue('popular');
  await expect(page.getByRole('searchbox')).toHaveValue('期权');
  await expect(page.getByRole('heading', { name: '期权入门' })).toBeVisible();

  await page.getByRole('searchbox').fill('no such course zzz');
  await page.getByRole('button', { name: text('zh', 'catalogue:filters.searchButton') }).click();
  await expect(page.getByText(text('zh', 'catalogue:list.empty'))).toBeVisible();
});

test('the catalogue and a course page read in English', async ({ page }) => {
  await useLocaleAsGuest(page, 'en');
  await page.goto('/courses?search=options');
  await expect(page.getByRole('heading', { name: 'Options Basics' })).toBeVisible();
  await page.getByRole('heading', { name: 'Options Basics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Options Basics' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: text('en', 'catalogue:outline.heading') }),
  ).toBeVisible();
  await expect(page).toHaveTitle(
    `${text('en', 'titles.courseDetail')} · ${text('en', 'productName')}`,
  );

  await page.goto('/courses/999999');
  await expect(
    page.getByRole('heading', { name: text('en', 'catalogue:detail.notFound') }),
  ).toBeVisible();
  await page.getByRole('link', { name: text('en', 'catalogue:detail.backToCourses') }).click();
  await expect(page).toHaveURL(/\/courses$/);
});

/** The visible star a learner clicks to give a rating (the radio itself is visually hidden). */
const starLabel = (page: Page, count: number) =>
  page.locator('label').filter({
    has: page.getByRole('radio', { name: text('en', 'catalogue:reviews.stars', { count }) }),
  });

test('in English, a learner filters by level from the URL, opens a free course and reviews it once', async ({
  page,
  request,
}) => {
  const intermediate = (
    await (await request.get('/api/course/lists?level=intermediate&page_size=1')).json()
  ).data.count as number;
  await signInFreshLearner(page, { label: 'reviewer', locale: 'en' });
  await page.goto('/courses?level=intermediate&sort=popular');
  await expect(page.getByLabel(text('en', 'catalogue:filters.level'))).toHaveValue('intermediate');
  await expect(page.getByLabel(text('en', 'catalogue:filters.sort'))).toHaveValue('popular');
  await expect(
    page.getByText(text('en', 'catalogue:list.count', { count: intermediate })),
  ).toBeVisible();
  const cards = page.locator('main ul > li');
  await expect(cards).toHaveCount(Math.min(intermediate, 10));
  await expect(cards.getByText(text('en', 'levels.intermediate'), { exact: true })).toHaveCount(
    Math.min(intermediate, 10),
  );

  await page.getByLabel(text('en', 'catalogue:filters.level')).selectOption('beginner');
  await expect(page).toHaveURL(/level=beginner/);
  await expect(cards.getByText(text('en', 'levels.intermediate'), { exact: true })).toHaveCount(0);
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/courses\/\d+$/);
  await expect(page.getByText(text('en', 'catalogue:access.open'))).toBeVisible();
  await expect(page.locator('section[data-slot="course-outline"]')).toBeVisible();

  const comment = `Clear and practical ${Date.now()}`;
  const heading = page.getByRole('heading', {
    name: new RegExp(text('en', 'catalogue:reviews.heading')),
  });
  await starLabel(page, 4).click();
  await page.getByLabel(text('en', 'catalogue:reviews.comment')).fill(comment);
  await page.getByRole('button', { name: text('en', 'catalogue:reviews.submit') }).click();
  await expect(page.getByText(text('en', 'catalogue:reviews.saved'))).toBeVisible();
  await expect(page.locator('section[aria-labelledby="reviews-heading"] li').first()).toContainText(
    comment,
  );
  const countAfterFirst = (await heading.textContent())?.match(/from (\d+) reviews/)?.[1];

  await starLabel(page, 2).click();
  await page.getByLabel(text('en', 'catalogue:reviews.comment')).fill(`${comment} (updated)`);
  await page.getByRole('button', { name: text('en', 'catalogue:reviews.submit') }).click();
  await expect(page.locator('section[aria-labelledby="reviews-heading"] li').first()).toContainText(
    `${comment} (updated)`,
  );
  await expect(heading).toContainText(`from ${countAfterFirst} reviews`);
});
