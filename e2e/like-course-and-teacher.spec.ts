import type { Page } from '@playwright/test';
import { demoStudent, submitLogin } from './fixtures/accounts';
import { findCourse, signInFreshLearner, useLocaleAsGuest } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

/** The number in a teacher profile's Likes tile. */
async function profileLikes(page: Page, locale: 'en' | 'zh') {
  const tile = page
    .locator('main dl > div')
    .filter({ has: page.getByText(text(locale, 'teachers:likesLabel'), { exact: true }) });
  return Number((await tile.locator('dd').textContent())?.replace(/\D/g, ''));
}

test('a guest who likes a course is sent to log in and comes back to it', async ({
  page,
  request,
}) => {
  const course = await findCourse(request, 'beginner');
  await page.goto(`/courses/${course.course_id}`);
  await page.getByRole('button', { name: new RegExp(text('zh', 'catalogue:detail.like')) }).click();
  await expect(page).toHaveURL(
    `/auth/login?redirect=${encodeURIComponent(`/courses/${course.course_id}`)}`,
  );
  await submitLogin(page, demoStudent);
  await expect(page).toHaveURL(new RegExp(`/courses/${course.course_id}$`));
  await expect(
    page.getByRole('button', { name: new RegExp(text('zh', 'catalogue:detail.like')) }),
  ).toBeEnabled();
});

test('in English, a guest who likes a course is sent to log in and comes back to it', async ({
  page,
  request,
}) => {
  const course = await findCourse(request, 'advanced');
  await useLocaleAsGuest(page, 'en');
  await page.goto(`/courses/${course.course_id}`);
  await page.getByRole('button', { name: new RegExp(text('en', 'catalogue:detail.like')) }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.getByLabel(text('en', 'auth:fields.email')).fill(demoStudent.email);
  await page.getByLabel(text('en', 'auth:fields.password')).fill(demoStudent.password);
  await page.getByRole('button', { name: text('en', 'auth:login.submit'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${course.course_id}$`));
});

test('a student likes and unlikes a course and a teacher, and the counts hold after reload', async ({
  page,
  request,
}) => {
  const course = await findCourse(request, 'beginner');
  await signInFreshLearner(page, { label: 'liker' });

  await page.goto(`/courses/${course.course_id}`);
  const like = page.getByRole('button', {
    name: new RegExp(`${text('zh', 'catalogue:detail.like')}`),
  });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  const liked = page.getByRole('button', {
    name: new RegExp(text('zh', 'catalogue:detail.liked')),
  });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await expect(liked).toContainText(`(${course.likes_count + 1})`);
  await page.reload();
  await expect(liked).toContainText(`(${course.likes_count + 1})`);
  await liked.click();
  await expect(like).toContainText(`(${course.likes_count})`);
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toContainText(`(${course.likes_count})`);

  await page.goto('/teachers');
  const firstCard = page.locator('main ul > li').first();
  const likes = firstCard.getByText(/♥ \d+/);
  const before = Number((await likes.textContent())?.replace(/\D/g, ''));
  await firstCard.getByRole('button', { name: text('zh', 'teachers:like') }).click();
  await expect(
    firstCard.getByRole('button', { name: text('zh', 'teachers:unlike') }),
  ).toBeVisible();
  await expect(
    firstCard.getByText(text('zh', 'teachers:likes', { count: before + 1 })),
  ).toBeVisible();
  await page.reload();
  const sameCard = page
    .locator('main ul > li')
    .filter({ has: page.getByRole('button', { name: text('zh', 'teachers:unlike') }) });
  await expect(
    sameCard.getByText(text('zh', 'teachers:likes', { count: before + 1 })),
  ).toBeVisible();
  await sameCard.getByRole('link', { name: text('zh', 'teachers:viewProfile') }).click();
  await expect(page).toHaveURL(/\/teachers\/\d+$/);
  expect(await profileLikes(page, 'zh')).toBe(before + 1);
  await page.getByRole('button', { name: text('zh', 'teachers:unlike'), exact: true }).click();
  await expect(
    page.getByRole('button', { name: text('zh', 'teachers:like'), exact: true }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('button', { name: text('zh', 'teachers:like'), exact: true }),
  ).toBeVisible();
  expect(await profileLikes(page, 'zh')).toBe(before);
});

test('in English, a learner likes a teacher on their profile (Processing, then the new count)', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/teacher/list?page_size=100')).json()).data.list;
  const teacher = list[list.length - 1] as { teacher_id: number; likes_count: number };
  await signInFreshLearner(page, { label: 'teacher-fan', locale: 'en' });
  await page.goto(`/teachers/${teacher.teacher_id}`);
  const likeButton = page.getByRole('button', { name: text('en', 'teachers:like'), exact: true });
  await likeButton.click();
  await expect(
    page.getByRole('button', { name: text('en', 'teachers:unlike'), exact: true }),
  ).toBeVisible();
  expect(await profileLikes(page, 'en')).toBe(teacher.likes_count + 1);
  await page.reload();
  await expect(
    page.getByRole('button', { name: text('en', 'teachers:unlike'), exact: true }),
  ).toBeVisible();
  expect(await profileLikes(page, 'en')).toBe(teacher.likes_count + 1);

  // Hold the call, so the button can be seen busy while it is in flight.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/teacher/unlike?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: text('en', 'teachers:unlike'), exact: true }).click();
  await expect(
    page.getByRole('button', { name: text('en', 'teachers:processing'), exact: true }),
  ).toBeDisabled();
  release();
  await expect(likeButton).toBeEnabled();
  await page.reload();
  expect(await profileLikes(page, 'en')).toBe(teacher.likes_count);
});
