import { expect, test } from '@playwright/test';
import { useLocaleAsGuest } from './fixtures/session';
import { text } from './fixtures/texts';

test('a visitor filters, searches in Chinese and pages the catalogue, and the URL survives a reload', async ({
  page,
}) => {
  await page.goto('/courses');
  const cards = page.locator('main ul li a[href^="/courses/"]');
  await expect(cards.first()).toBeVisible();
  await expect(cards).toHaveCount(10);

  await page.getByRole('button', { name: text('zh', 'pagination.page', { page: 2 }) }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(
    page.getByRole('button', { name: text('zh', 'pagination.page', { page: 2 }) }),
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
