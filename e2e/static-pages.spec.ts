import { expect, test } from '@playwright/test';
import { text } from './fixtures/texts';

test('the FAQ opens items and its EN / 中文 switch changes language and folds them all', async ({
  page,
}) => {
  await page.goto('/faq');
  const questions = page.locator('main li h2 button');
  await expect(questions).toHaveCount(10);
  await questions.nth(0).click();
  await questions.nth(3).click();
  await expect(page.locator('main li h2 button[aria-expanded="true"]')).toHaveCount(2);
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.locator('main li h2 button[aria-expanded="true"]')).toHaveCount(0);
  await expect(questions.first()).toHaveText(/Which courses are free\?/);
});

test('success stories load three at a time until all twenty are shown', async ({ page }) => {
  await page.goto('/cases');
  const stories = page.locator('main ul > li');
  await expect(stories).toHaveCount(3);
  const more = page.getByRole('button', { name: text('zh', 'static:cases.loadMore') });
  await more.click();
  await expect(stories).toHaveCount(6);
  while (await more.isVisible()) await more.click();
  await expect(stories).toHaveCount(20);
  await expect(page.getByText(text('zh', 'static:cases.allLoaded'))).toBeVisible();
});

test('the about page shows the support contacts', async ({ page }) => {
  await page.goto('/about');
  await expect(
    page.locator('main').getByRole('link', { name: 'support@example.com' }),
  ).toHaveAttribute('href', 'mailto:support@example.com');
});
