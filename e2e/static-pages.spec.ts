import { useLocaleAsGuest } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

const faqQuestions = (page: import('@playwright/test').Page) => page.locator('main li h2 button');
const openQuestions = (page: import('@playwright/test').Page) =>
  page.locator('main li h2 button[aria-expanded="true"]');

test('the FAQ opens items and its EN / 中文 switch changes language and folds them all', async ({
  page,
}) => {
  await page.goto('/faq');
  const questions = faqQuestions(page);
  await expect(questions).toHaveCount(10);
  await expect(questions.first()).toHaveText(
    new RegExp(text('zh', 'static:faq.items.freeCourses.q')),
  );
  await questions.nth(0).click();
  await expect(page.getByText(text('zh', 'static:faq.items.freeCourses.a'))).toBeVisible();
  await questions.nth(3).click();
  await expect(openQuestions(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(openQuestions(page)).toHaveCount(0);
  await expect(questions.first()).toHaveText(
    new RegExp(text('en', 'static:faq.items.freeCourses.q')),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('zh', 'static:faq.heading'),
  );
});

test('in English, the FAQ switches to 中文 and back, folding everything each time', async ({
  page,
}) => {
  await useLocaleAsGuest(page, 'en');
  await page.goto('/faq');
  const questions = faqQuestions(page);
  await expect(questions.nth(4)).toHaveText(
    new RegExp(text('en', 'static:faq.items.notEnoughPoints.q')),
  );
  await questions.nth(4).click();
  await expect(openQuestions(page)).toHaveCount(1);
  await page.getByRole('button', { name: '中文', exact: true }).click();
  await expect(questions.nth(4)).toHaveText(
    new RegExp(text('zh', 'static:faq.items.notEnoughPoints.q')),
  );
  await expect(openQuestions(page)).toHaveCount(0);
  await questions.nth(9).click();
  await expect(page.getByText(text('zh', 'static:faq.items.account.a'))).toBeVisible();
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(openQuestions(page)).toHaveCount(0);
  await expect(questions.nth(9)).toHaveText(new RegExp(text('en', 'static:faq.items.account.q')));
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

test('in English, the stories read in English and say when all are loaded', async ({ page }) => {
  await useLocaleAsGuest(page, 'en');
  await page.goto('/cases');
  await expect(
    page.getByRole('heading', { name: text('en', 'static:cases.stories.wangLei.name') }),
  ).toBeVisible();
  const more = page.getByRole('button', { name: text('en', 'static:cases.loadMore') });
  for (let click = 0; click < 6; click += 1) await more.click();
  await expect(page.locator('main ul > li')).toHaveCount(20);
  await expect(
    page.getByRole('heading', { name: text('en', 'static:cases.stories.yuanShan.name') }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(text('en', 'static:cases.allLoaded'));
  await expect(more).toHaveCount(0);
});

test('the about page shows the support contacts in the current language', async ({
  page,
  request,
}) => {
  const settings = (await (await request.get('/api/site/settings')).json()).data;
  await page.goto('/about');
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: settings.support_email })).toHaveAttribute(
    'href',
    `mailto:${settings.support_email}`,
  );
  await expect(main.getByRole('link', { name: settings.support_phone })).toHaveAttribute(
    'href',
    `tel:${settings.support_phone.replace(/\s/g, '')}`,
  );
  await expect(main.getByText(settings.support_hours_zh)).toBeVisible();

  await useLocaleAsGuest(page, 'en');
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('en', 'static:about.heading'),
  );
  await expect(page.locator('main').getByText(settings.support_hours)).toBeVisible();
});
