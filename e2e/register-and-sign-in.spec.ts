import { submitLogin, uniqueEmail } from './fixtures/accounts';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

test('a visitor registers, is signed in, logs out and logs back in to the page they wanted', async ({
  page,
}) => {
  const account = { email: uniqueEmail('newcomer'), password: 'a-good-passphrase' };

  await page.goto('/');
  await page.getByRole('link', { name: text('zh', 'nav.register') }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page).toHaveTitle(`${text('zh', 'titles.register')} · ${text('zh', 'productName')}`);

  const submit = page.getByRole('button', {
    name: text('zh', 'auth:register.submit'),
    exact: true,
  });
  await page.getByLabel(text('zh', 'auth:fields.email')).fill(account.email);
  await page.getByLabel(text('zh', 'auth:fields.password'), { exact: true }).fill('short');
  await expect(page.getByText(text('zh', 'auth:validation.passwordMinLength'))).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel(text('zh', 'auth:fields.password'), { exact: true }).fill(account.password);
  await page.getByLabel(text('zh', 'auth:fields.confirmPassword')).fill(account.password);
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/$/);
  const userMenu = page.getByRole('button', {
    name: text('zh', 'nav.userMenu', { email: account.email }),
  });
  await expect(userMenu).toBeVisible();
  await expect(
    page.getByRole('link', { name: text('zh', 'nav.pointsLabel', { points: 0 }) }),
  ).toBeVisible();

  await userMenu.click();
  await page.getByRole('menuitem', { name: text('zh', 'nav.logout') }).click();
  await expect(page.getByRole('link', { name: text('zh', 'nav.login') })).toBeVisible();

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fprofile$/);
  await submitLogin(page, { email: account.email, password: 'not-my-password' });
  await expect(page.getByRole('alert')).toHaveText(text('zh', 'errors:INVALID_CREDENTIALS'));

  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: text('zh', 'profile:heading') })).toBeVisible();
  await expect(page.getByText(account.email).first()).toBeVisible();
});

test('registering an email that is taken shows the reason', async ({ page }) => {
  await page.goto('/auth/register');
  await page.getByLabel(text('zh', 'auth:fields.email')).fill('student@example.com');
  await page
    .getByLabel(text('zh', 'auth:fields.password'), { exact: true })
    .fill('another-passphrase');
  await page.getByLabel(text('zh', 'auth:fields.confirmPassword')).fill('another-passphrase');
  await page.getByRole('button', { name: text('zh', 'auth:register.submit'), exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(text('zh', 'errors:EMAIL_TAKEN'));
});
