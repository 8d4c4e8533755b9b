import { demoStudent, submitLogin, uniqueEmail } from './fixtures/accounts';
import { confirmInBrowser, findCourse, mailedLink, signInFreshLearner } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

test('unlocking an intermediate course spends its points exactly once, even with a double click and two tabs', async ({
  page,
  context,
  request,
}) => {
  const course = await findCourse(request, 'intermediate');
  const start = course.points_required + 50;
  await signInFreshLearner(page, { label: 'unlocker', points: start });
  await page.goto(`/courses/${course.course_id}`);
  await expect(
    page.getByRole('link', { name: text('zh', 'nav.pointsLabel', { points: start }) }),
  ).toBeVisible();

  const other = await context.newPage();
  await other.goto(`/courses/${course.course_id}`);

  const unlock = text('zh', 'catalogue:access.unlock', { count: course.points_required });
  await page.getByRole('button', { name: unlock }).click();
  const dialog = page.getByRole('dialog', { name: text('zh', 'catalogue:access.confirmTitle') });
  await expect(dialog).toContainText(text('zh', 'points', { count: 50 }));
  await dialog.getByRole('button', { name: text('zh', 'catalogue:access.confirm') }).dblclick();
  await expect(page.getByText(text('zh', 'catalogue:access.unlocked'))).toBeVisible();
  await expect(
    page.getByRole('link', { name: text('zh', 'nav.pointsLabel', { points: 50 }) }),
  ).toBeVisible();

  await other.getByRole('button', { name: unlock }).click();
  await other.getByRole('button', { name: text('zh', 'catalogue:access.confirm') }).click();
  await expect(other.getByText(text('zh', 'catalogue:access.unlocked'))).toBeVisible();

  const balance = await page.evaluate(async () => {
    const response = await fetch('/api/points/balance', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await response.json()).data.available_points as number;
  });
  expect(balance).toBe(50);
  await page.reload();
  await expect(
    page.getByRole('link', { name: text('zh', 'nav.pointsLabel', { points: 50 }) }),
  ).toBeVisible();
});

test('a learner without enough points sees how many are missing before trying', async ({
  page,
  request,
}) => {
  const course = await findCourse(request, 'advanced');
  await signInFreshLearner(page, { label: 'short', locale: 'en' });
  await page.goto(`/courses/${course.course_id}`);
  await expect(
    page.getByRole('button', {
      name: text('en', 'catalogue:access.unlock', { count: course.points_required }),
    }),
  ).toBeDisabled();
  await expect(page.getByText(text('en', 'catalogue:access.insufficient'))).toContainText(
    text('en', 'catalogue:access.shortfall', { count: course.points_required, balance: 0 }),
  );
});

test('a newly registered learner with no points is told the points are insufficient', async ({
  page,
  request,
}) => {
  const course = await findCourse(request, 'intermediate');
  const account = { email: uniqueEmail('no-points'), password: 'a-good-passphrase' };
  await page.goto(`/auth/register`);
  await page.getByLabel(text('zh', 'auth:fields.email')).fill(account.email);
  await page.getByLabel(text('zh', 'auth:fields.password'), { exact: true }).fill(account.password);
  await page.getByLabel(text('zh', 'auth:fields.confirmPassword')).fill(account.password);
  await page.getByRole('button', { name: text('zh', 'auth:register.submit'), exact: true }).click();
  await expect(
    page.getByRole('heading', { name: text('zh', 'auth:checkEmail.heading') }),
  ).toBeVisible();
  await confirmInBrowser(
    page,
    await mailedLink(request, account.email, '/auth/confirm'),
    account.password,
  );
  await expect(
    page.getByRole('link', { name: text('zh', 'nav.pointsLabel', { points: 0 }) }),
  ).toBeVisible();

  await page.goto(`/courses/${course.course_id}`);
  const unlock = page.getByRole('button', {
    name: text('zh', 'catalogue:access.unlock', { count: course.points_required }),
  });
  await expect(unlock).toBeDisabled();
  await expect(page.getByText('积分不足，无法查看课程资料')).toBeVisible();
  // The button only mirrors the server's rule: an unlock sent anyway is refused, in Chinese.
  const refused = await page.evaluate(async (courseId) => {
    const response = await fetch('/api/course/unlock', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${localStorage.getItem('token')}`,
        'accept-language': 'zh-CN',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ course_id: courseId }),
    });
    return { status: response.status, body: await response.json() };
  }, course.course_id);
  expect(refused).toEqual({
    status: 409,
    body: expect.objectContaining({
      error: 'INSUFFICIENT_POINTS',
      msg: text('zh', 'errors:INSUFFICIENT_POINTS'),
    }),
  });
  await page.reload();
  await expect(unlock).toBeDisabled();
  await expect(
    page.getByRole('link', { name: text('zh', 'nav.pointsLabel', { points: 0 }) }),
  ).toBeVisible();
});

test('a guest is asked to log in to unlock and comes back to the course', async ({
  page,
  request,
}) => {
  const course = await findCourse(request, 'advanced');
  await page.goto(`/courses/${course.course_id}`);
  await expect(page.getByText(text('zh', 'catalogue:access.loginFirst'))).toBeVisible();
  await page.getByRole('link', { name: text('zh', 'catalogue:access.loginToUnlock') }).click();
  await expect(page).toHaveURL(
    `/auth/login?redirect=${encodeURIComponent(`/courses/${course.course_id}`)}`,
  );
  await submitLogin(page, demoStudent);
  await expect(page).toHaveURL(new RegExp(`/courses/${course.course_id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title_zh);
});
