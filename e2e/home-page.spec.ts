import type { Page } from '@playwright/test';
import { signInFreshLearner, useLocaleAsGuest } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

/**
 * Opens home from the logo on another page. A first page carries the answers to its first
 * reads (decision 0013), so a faked banner call is only asked for when home is not the first.
 */
async function openHomeFromAnotherPage(page: Page, locale: 'en' | 'zh') {
  await page.goto('/about');
  await page
    .getByRole('banner')
    .getByRole('link', { name: text(locale, 'common:productName') })
    .click();
}

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
  await expect(activityButtons.first()).toBeFocused();

  await expect(
    page.getByRole('heading', { name: text('zh', 'home:vision.heading') }),
  ).toBeVisible();
  await expect(page.getByText('3000+', { exact: true })).toBeVisible();
  await expect(page.locator('[data-slot="daily-signin"]')).toHaveCount(0);

  await expect(page.getByRole('heading', { name: text('zh', 'home:latestCourses') })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="courses-heading"] li')).toHaveCount(6);
  await expect(page.locator('section[aria-labelledby="teachers-heading"] li')).toHaveCount(4);
  await page.getByRole('link', { name: text('zh', 'home:viewAllTeachers') }).click();
  await expect(page).toHaveURL(/\/teachers$/);
});

test('the carousel advances on its own and stops while hovered', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByRole('region', { name: text('zh', 'home:carousel.label') });
  const dot = (number: number) =>
    carousel.getByRole('button', { name: text('zh', 'home:carousel.goTo', { number }) });
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(5000);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await carousel.hover();
  await page.clock.runFor(15_000);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
});

test('in English, the built-in slides stand in when the banners fail, and learners get the sign-in slot', async ({
  page,
}) => {
  await useLocaleAsGuest(page, 'en');
  await page.route('**/api/banner/lists', (route) => route.abort());
  await openHomeFromAnotherPage(page, 'en');
  const carousel = page.getByRole('region', { name: text('en', 'home:carousel.label') });
  await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(
    text('en', 'home:fallbackSlides.courses.title'),
    { timeout: 15_000 },
  );
  const targets = [];
  for (const number of [1, 2, 3]) {
    await carousel
      .getByRole('button', { name: text('en', 'home:carousel.goTo', { number }) })
      .click();
    targets.push(
      await carousel
        .getByRole('link', { name: new RegExp(text('en', 'home:carousel.learnMore')) })
        .getAttribute('href'),
    );
  }
  expect(targets).toEqual(['/courses', '/teachers', '/auth/register']);

  const teachers = page.locator('section[aria-labelledby="teachers-heading"] li');
  await expect(teachers).toHaveCount(4);
  const bios = await teachers.evaluateAll((items) =>
    items.map((item) => item.querySelector('h3 + p')?.textContent ?? ''),
  );
  expect(bios.some((bio) => bio.endsWith('…'))).toBe(true);
  for (const bio of bios) expect(Array.from(bio).length).toBeLessThanOrEqual(61);

  await page.unroute('**/api/banner/lists');
  await signInFreshLearner(page, { label: 'home', locale: 'en' });
  await page.goto('/');
  await expect(page.locator('[data-slot="daily-signin"]')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: text('en', 'home:signin.heading') }),
  ).toBeVisible();
});

test('a banner that links to another site opens it in a new tab', async ({ page }) => {
  await page.route('**/api/banner/lists', (route) =>
    route.fulfill({
      json: {
        code: 1,
        msg: 'ok',
        data: {
          list: [
            {
              id: 1,
              name: 'Partner event',
              name_zh: '合作活动',
              desc: 'Elsewhere',
              desc_zh: '站外活动',
              image: '/media/seed/banner-01.webp',
              link: 'https://partner.example.com/event',
              tag: 'Event',
              tag_zh: '活动',
            },
          ],
        },
      },
    }),
  );
  await openHomeFromAnotherPage(page, 'zh');
  const link = page
    .getByRole('region', { name: text('zh', 'home:carousel.label') })
    .getByRole('link', { name: new RegExp(text('zh', 'home:carousel.learnMore')) });
  await expect(link).toHaveAttribute('href', 'https://partner.example.com/event');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});
