import { submitLogin, uniqueEmail } from './fixtures/accounts';
import { confirmInBrowser, mailedLink } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

test('a visitor switches to English and it stays English after a reload', async ({ page }) => {
  await page.goto('/courses');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(
    `${text('zh', 'titles.courseList')} · ${text('zh', 'productName')}`,
  );

  await page
    .getByRole('button', {
      name: text('zh', 'language.menu', { language: text('zh', 'language.zh') }),
    })
    .click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(
    `${text('en', 'titles.courseList')} · ${text('en', 'productName')}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'titles.courseList'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: text('en', 'nav.courses') }).first()).toBeVisible();
});

test("a signed-in learner's language is saved to the profile and restored at the next login", async ({
  browser,
}) => {
  const account = { email: uniqueEmail('polyglot'), password: 'a-good-passphrase' };
  const first = await browser.newPage();
  await first.goto('/auth/register');
  await first.getByLabel(text('zh', 'auth:fields.email')).fill(account.email);
  await first
    .getByLabel(text('zh', 'auth:fields.password'), { exact: true })
    .fill(account.password);
  await first.getByLabel(text('zh', 'auth:fields.confirmPassword')).fill(account.password);
  await first
    .getByRole('button', { name: text('zh', 'auth:register.submit'), exact: true })
    .click();
  await expect(
    first.getByRole('heading', { name: text('zh', 'auth:checkEmail.heading') }),
  ).toBeVisible();
  await confirmInBrowser(
    first,
    await mailedLink(first.request, account.email, '/auth/confirm'),
    account.password,
  );
  await expect(first).toHaveURL(/\/$/);
  await first
    .getByRole('button', {
      name: text('zh', 'language.menu', { language: text('zh', 'language.zh') }),
    })
    .click();
  const saved = first.waitForResponse((response) => response.url().endsWith('/api/users/language'));
  await first.getByRole('menuitemradio', { name: 'English' }).click();
  expect((await saved).status()).toBe(200);
  await first.close();

  // A new browser profile knows nothing of the choice until the learner logs in.
  const context = await browser.newContext({ locale: 'zh-CN' });
  const second = await context.newPage();
  await second.goto('/auth/login');
  await submitLogin(second, account);
  await expect(second.locator('html')).toHaveAttribute('lang', 'en');
  await expect(second.getByRole('link', { name: text('en', 'nav.courses') }).first()).toBeVisible();
  await context.close();
});
