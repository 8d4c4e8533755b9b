import { expect, test } from '@playwright/test';
import { text } from './fixtures/texts';

test('the home page carousel, activity modal, latest courses and featured teachers', async ({
  page,
}) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: text('zh', 'home:carousel.label') });
  await expect(carousel).toBeVisible();
  const second = carousel.getByRole('button', {
    name: text('zh', 'home:carousel.goTo', { number: 2 }),
  });
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('button', { name: text('zh', 'home:carousel.next') }).click();
  await expect(
    carousel.getByRole('button', { name: text('zh', 'home:carousel.goTo', { number: 3 }) }),
  ).toHaveAttribute('aria-current', 'true');

  const activityButtons = page.getByRole('button', { name: /查看大图/ });
  await expect(activityButtons).toHaveCount(2);
  await activityButtons.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { name: text('zh', 'home:latestCourses') })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="courses-heading"] li')).toHaveCount(6);
  await expect(page.locator('section[aria-labelledby="teachers-heading"] li')).toHaveCount(4);
  await page.getByRole('link', { name: text('zh', 'home:viewAllTeachers') }).click();
  await expect(page).toHaveURL(/\/teachers$/);
});
