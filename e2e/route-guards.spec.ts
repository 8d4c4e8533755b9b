import { demoAdmin, demoStudent, submitLogin } from './fixtures/accounts';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

test('guests are sent to login from protected pages and home from admin pages', async ({
  page,
}) => {
  await page.goto('/rewards/submit/1');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Frewards%2Fsubmit%2F1$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
});

test('a student cannot open admin pages and is kept off the login page', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, demoStudent);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/$/);
});

test('an admin reaches the admin area, and the old .html admin pages redirect into it', async ({
  page,
}) => {
  // The admin area is the one heavy chunk (its UI library); on a busy two-core runner its first
  // load can take longer than a public page's.
  test.setTimeout(60_000);
  await page.goto('/auth/login?redirect=%2Fadmin');
  await submitLogin(page, demoAdmin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: text('zh', 'admin:menu.dashboard') })).toBeVisible(
    { timeout: 30_000 },
  );
  await page.getByRole('menuitem', { name: text('zh', 'admin:menu.users') }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.goto('/admin/points.html');
  await expect(page).toHaveURL(/\/admin\/points$/);
  await expect(page.getByRole('heading', { name: text('zh', 'admin:menu.points') })).toBeVisible();
});
