import { submitLogin, uniqueEmail } from './fixtures/accounts';
import { confirmInBrowser, mailedLink, mailText } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

/** Fills the registration form in Chinese and sends it. */
async function register(
  page: import('@playwright/test').Page,
  account: { email: string; password: string },
) {
  await page.getByLabel(text('zh', 'auth:fields.email')).fill(account.email);
  await page.getByLabel(text('zh', 'auth:fields.password'), { exact: true }).fill(account.password);
  await page.getByLabel(text('zh', 'auth:fields.confirmPassword')).fill(account.password);
  await page.getByRole('button', { name: text('zh', 'auth:register.submit'), exact: true }).click();
}

test('a visitor registers, confirms the address from the mail, logs out and logs back in to the page they wanted', async ({
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
  // A guessable password gets the server's reason under the field as it is typed, and cannot be
  // sent: the form runs the server's rule (issue 30).
  for (const [password, reason] of [
    ['password123', 'fields:passwordTooCommon'],
    ['aaaaaaaa', 'fields:passwordWeak'],
  ] as const) {
    await page.getByLabel(text('zh', 'auth:fields.password'), { exact: true }).fill(password);
    await page.getByLabel(text('zh', 'auth:fields.confirmPassword')).fill(password);
    await expect(page.getByText(text('zh', reason))).toBeVisible();
    await expect(submit).toBeDisabled();
  }

  await register(page, account);
  await expect(
    page.getByRole('heading', { name: text('zh', 'auth:checkEmail.heading') }),
  ).toBeVisible();
  await expect(
    page.getByText(text('zh', 'auth:checkEmail.registered', { email: account.email })),
  ).toBeVisible();

  const confirmLink = await mailedLink(page.request, account.email, '/auth/confirm');
  // The link alone is not enough: it wants the password this sign-up chose.
  await confirmInBrowser(page, confirmLink, 'not-what-i-chose');
  await expect(page.getByText(text('zh', 'errors:SIGN_UP_PASSWORD_MISMATCH'))).toBeVisible();
  await expect(page.getByRole('link', { name: text('zh', 'auth:confirm.forgot') })).toBeVisible();
  await confirmInBrowser(page, confirmLink, account.password);
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

  // The link was spent: a second use says so instead of signing anyone in.
  await confirmInBrowser(page, confirmLink, account.password);
  await expect(page.getByRole('alert')).toHaveText(text('zh', 'errors:LINK_INVALID'));
});

test('registering a taken address looks exactly like a new one; its owner is told by mail', async ({
  page,
  request,
}) => {
  await page.goto('/auth/register');
  await register(page, { email: 'student@example.com', password: 'another-passphrase' });
  await expect(
    page.getByRole('heading', { name: text('zh', 'auth:checkEmail.heading') }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The owner is told someone tried, with the ways to sign in or reset; nothing to confirm.
  const notice = await mailText(request, 'student@example.com');
  expect(notice).toContain('/auth/forgot');
  expect(notice).not.toContain('/auth/confirm');
});

test('a learner who forgot the password sets a new one from the mailed link, and the old one stops working', async ({
  page,
  request,
}) => {
  const account = { email: uniqueEmail('forgetful'), password: 'a-good-passphrase' };
  await request.post('/api/users/register', { data: account });
  const confirm = await mailedLink(request, account.email, '/auth/confirm');
  await request.post('/api/users/confirm', {
    data: {
      token: new URL(confirm, 'http://x.invalid').searchParams.get('token'),
      password: account.password,
    },
  });

  await page.goto('/auth/login');
  await page.getByRole('link', { name: text('zh', 'auth:login.forgot') }).click();
  await expect(page).toHaveURL(/\/auth\/forgot$/);
  await page.getByLabel(text('zh', 'auth:fields.email')).fill(account.email);
  await page.getByRole('button', { name: text('zh', 'auth:forgot.submit') }).click();
  await expect(
    page.getByText(text('zh', 'auth:checkEmail.forgot', { email: account.email })),
  ).toBeVisible();

  await page.goto(await mailedLink(request, account.email, '/auth/reset'));
  const newPassword = page.getByLabel(text('zh', 'auth:fields.newPassword'));
  const confirmation = page.getByLabel(text('zh', 'auth:fields.confirmPassword'));
  await newPassword.fill(account.password);
  await confirmation.fill(account.password);
  await page.getByRole('button', { name: text('zh', 'auth:reset.submit') }).click();
  await expect(page.getByText('新密码不能与当前密码相同。')).toBeVisible();

  await newPassword.fill('a-much-better-passphrase');
  await confirmation.fill('a-much-better-passphrase');
  await page.getByRole('button', { name: text('zh', 'auth:reset.submit') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('button', { name: text('zh', 'nav.userMenu', { email: account.email }) }),
  ).toBeVisible();

  const old = await request.post('/api/users/login', { data: account });
  expect(old.status()).toBe(401);
});
