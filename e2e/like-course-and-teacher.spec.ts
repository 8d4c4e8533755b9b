import { expect, test } from '@playwright/test';
import { submitLogin } from './fixtures/accounts';
import { findCourse, signInFreshLearner } from './fixtures/session';
import { text } from './fixtures/texts';

test('a guest who likes a course is sent to log in and comes back to it', async ({
  page,
  request,
}) => {
  const course = await findCourse(request, 'beginner');
  await signInFreshLearner(page, { label: 'guest-like' });
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.evaluate(() => localStorage.removeItem('user'));

  await page.goto(`/courses/${course.course_id}`);
  await page.getByRole('button', { name: new RegExp(text('zh', 'catalogue:detail.like')) }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await submitLogin(page, { email: 'student@example.com', password: 'Student#2026!' });
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

  await page.goto('/teachers');
  const firstCard = page.locator('main ul > li').first();
  const likes = firstCard.getByText(/♥ \d+/);
  const before = Number((await likes.textContent())?.replace(/\D/g, ''));
  await firstCard.getByRole('button', { name: text('zh', 'teachers:like') }).click();
  await expect(
    firstCard.getByRole('button', { name: text('zh', 'teachers:unlike') }),
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
  await page.getByRole('button', { name: text('zh', 'teachers:unlike'), exact: true }).click();
  await expect(
    page.getByRole('button', { name: text('zh', 'teachers:like'), exact: true }),
  ).toBeVisible();
});
