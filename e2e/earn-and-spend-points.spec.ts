import { signInFreshLearner } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

test('a student signs in daily once; the button stays disabled after a reload', async ({
  page,
}) => {
  await signInFreshLearner(page, { label: 'daily' });
  await page.goto('/');
  const button = page.getByRole('button', { name: text('zh', 'home:signin.button') });
  await button.click();
  await expect(page.getByText(text('zh', 'home:signin.earned', { count: 10 }))).toBeVisible();
  await expect(
    page.getByRole('link', { name: text('zh', 'nav.pointsLabel', { points: 10 }) }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: text('zh', 'home:signin.alreadySignedIn') }),
  ).toBeDisabled();
  await page.reload();
  await expect(
    page.getByRole('button', { name: text('zh', 'home:signin.alreadySignedIn') }),
  ).toBeDisabled();
  await expect(
    page.getByRole('link', { name: text('zh', 'nav.pointsLabel', { points: 10 }) }),
  ).toBeVisible();
});

test('a student redeems merchandise with a shipping address and sees it pending in the profile', async ({
  page,
  request,
}) => {
  const rewards = (
    await (await request.get('/api/reward/list?reward_category_id=2&limit=100')).json()
  ).data.list as {
    reward_id: number;
    title_zh: string;
    points_required: number;
    available_stock: number;
  }[];
  const reward = rewards.find((candidate) => candidate.available_stock > 0);
  if (!reward) throw new Error('no merchandise in stock');
  const start = reward.points_required + 30;
  await signInFreshLearner(page, { label: 'shopper', points: start });

  await page.goto('/rewards');
  await page.getByRole('button', { name: text('zh', 'rewards:categories.merchandise') }).click();
  await page.getByRole('link', { name: new RegExp(reward.title_zh) }).click();
  await expect(page).toHaveURL(new RegExp(`/rewards/submit/${reward.reward_id}$`));

  const submit = page.getByRole('button', { name: text('zh', 'rewards:submit') });
  await submit.click();
  await expect(page.getByText(text('zh', 'fields:recipientNameRequired'))).toBeVisible();
  await expect(page.getByText(text('zh', 'fields:shippingAddressRequired'))).toBeVisible();
  await page.getByLabel(text('zh', 'rewards:fields.shipping_postal_code')).fill('12345');
  await submit.click();
  await expect(page.getByText(text('zh', 'fields:postalCodeInvalid'))).toBeVisible();

  await page.getByLabel(text('zh', 'rewards:fields.recipient_name')).fill('王芳');
  await page.getByLabel(text('zh', 'rewards:fields.recipient_phone')).fill('138 0013 8000');
  await page.getByLabel(text('zh', 'rewards:fields.shipping_address')).fill('朝阳区建国路 88 号');
  await page.getByLabel(text('zh', 'rewards:fields.shipping_postal_code')).fill('100022');
  await submit.click();
  await expect(page.getByRole('status')).toHaveText(text('zh', 'rewards:success'));
  await expect(page).toHaveURL(/\/profile\?tab=redemptions$/);
  await expect(page.getByText(text('zh', 'profile:status.pending'))).toBeVisible();
  await expect(
    page.getByRole('link', { name: text('zh', 'nav.pointsLabel', { points: 30 }) }),
  ).toBeVisible();

  await page.getByRole('tab', { name: text('zh', 'profile:tabs.points') }).click();
  await expect(page.getByRole('cell', { name: `−${reward.points_required}` })).toBeVisible();
});

test('a student redeems a course-access reward and opens the course', async ({ page, request }) => {
  const reward = (
    await (await request.get('/api/reward/list?reward_category_id=1&limit=100')).json()
  ).data.list.find((candidate: { available_stock: number }) => candidate.available_stock > 0) as {
    reward_id: number;
    course_id: number;
    points_required: number;
  };
  await signInFreshLearner(page, { label: 'course-reward', points: reward.points_required });
  await page.goto(`/rewards/submit/${reward.reward_id}`);
  await expect(page.getByText(text('zh', 'rewards:courseAccessNote'))).toBeVisible();
  await page.getByRole('button', { name: text('zh', 'rewards:submit') }).click();
  await expect(page.getByRole('status')).toHaveText(text('zh', 'rewards:successCourse'));
  await expect(page).toHaveURL(/\/profile/);
  await page.goto(`/courses/${reward.course_id}`);
  await expect(page.getByText(text('zh', 'catalogue:access.unlocked'))).toBeVisible();
  await page.locator('section[aria-labelledby="outline-heading"] li a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(text('zh', 'learning:locked'))).toHaveCount(0);
});

test('a student changes the password, logs out and back in with it; other sessions end', async ({
  page,
  browser,
}) => {
  const { account } = await signInFreshLearner(page, { label: 'password' });
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const login = await other.request.post('/api/users/login', { data: account });
  const oldToken = (await login.json()).data.token as string;

  await page.goto('/profile?tab=settings');
  await page.getByLabel(text('zh', 'profile:currentPassword')).fill(account.password);
  await page
    .getByLabel(text('zh', 'profile:newPassword'), { exact: true })
    .fill('another-passphrase');
  await page.getByLabel(text('zh', 'profile:confirmPassword')).fill('another-passphrase');
  await page.getByRole('button', { name: text('zh', 'profile:changePassword') }).click();
  await expect(page.getByRole('status')).toHaveText(text('zh', 'profile:passwordChangeSuccess'));

  const refused = await other.request.get('/api/users/profile', {
    headers: { authorization: `Bearer ${oldToken}` },
  });
  expect(refused.status()).toBe(401);

  await page
    .getByRole('button', { name: text('zh', 'nav.userMenu', { email: account.email }) })
    .click();
  await page.getByRole('menuitem', { name: text('zh', 'nav.logout') }).click();
  // Signing out on a members' page goes home, not to a login that would bring you back.
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  await page.goto('/auth/login');
  await page.getByLabel(text('zh', 'auth:fields.email')).fill(account.email);
  await page.getByLabel(text('zh', 'auth:fields.password')).fill('another-passphrase');
  await page.getByRole('button', { name: text('zh', 'auth:login.submit'), exact: true }).click();
  await expect(
    page.getByRole('button', { name: text('zh', 'nav.userMenu', { email: account.email }) }),
  ).toBeVisible();
  await otherContext.close();
});
