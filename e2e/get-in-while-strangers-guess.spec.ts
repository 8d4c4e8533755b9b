import { submitLogin } from './fixtures/accounts';
import { mailedLink, signInFreshLearner } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

test('an owner locked out by a stranger’s guesses gets in with a mailed sign-in link', async ({
  page,
  browser,
  request,
}) => {
  const { account } = await signInFreshLearner(page, { label: 'locked-owner' });
  // A stranger, from devices the owner never used, spends the account's sign-in budget.
  for (let guess = 0; guess < 6; guess++) {
    await request.post('/api/users/login', {
      data: { email: account.email, password: `stranger-guess-${guess}` },
    });
  }

  // The owner, on a new phone, is locked out too, and told the way in.
  const phone = await browser.newPage();
  await phone.goto('/auth/login');
  await submitLogin(phone, account);
  await expect(phone.getByRole('alert')).toHaveText(text('zh', 'errors:TOO_MANY_ATTEMPTS'));
  await expect(phone.getByText(text('zh', 'auth:locked.offer'))).toBeVisible();
  await phone.getByRole('button', { name: text('zh', 'auth:locked.send') }).click();
  await expect(
    phone.getByText(text('zh', 'auth:locked.sent', { email: account.email })),
  ).toBeVisible();

  const link = await mailedLink(request, account.email, '/auth/link');
  await phone.goto(link);
  await expect(phone).toHaveURL(/\/$/);
  await expect(
    phone.getByRole('button', { name: text('zh', 'nav.userMenu', { email: account.email }) }),
  ).toBeVisible();
  // The link worked once.
  await phone.goto(link);
  await expect(phone.getByRole('alert')).toHaveText(text('zh', 'errors:LINK_INVALID'));
  await phone.close();
});
