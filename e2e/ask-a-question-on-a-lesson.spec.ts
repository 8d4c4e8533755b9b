import type { APIRequestContext } from '@playwright/test';
import {
  adminHeaders,
  type SessionData,
  signedInStorage,
  signInFreshLearner,
} from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

/**
 * A teacher of this run: an account with the teacher role, linked by the admin to a teacher
 * profile, and a one-lesson course of theirs.
 */
async function teacherWithACourse(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const run = Date.now();
  const post = async <T>(path: string, data: object) => {
    const response = await request.post(path, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()).data as T;
  };
  const account = { email: `teacher-${run}@example.com`, password: 'a-teaching-passphrase' };
  const user = await post<{ id: number }>('/api/admin/users', {
    name: 'Zhou Lin',
    role: 'teacher',
    ...account,
  });
  const teacher = await post<{ id: number }>('/api/admin/teachers', {
    full_name: 'Zhou Lin',
    full_name_zh: '周琳',
    user_id: user.id,
  });
  const course = await post<{ id: number }>('/api/admin/courses', {
    title: `Bond Basics ${run}`,
    title_zh: `债券入门${run}`,
    difficulty_level: 'beginner',
    teacher_id: teacher.id,
  });
  const lesson = await post<{ id: number }>('/api/admin/contents', {
    course_id: course.id,
    type: 'text',
    title: 'Price and yield',
    title_zh: '价格与收益率',
    duration: 1,
    content_data: { html: '<p>When yields rise, bond prices fall.</p>' },
  });
  const login = await request.post('/api/users/login', { data: account });
  expect(login.ok(), await login.text()).toBe(true);
  const session = (await login.json()).data as SessionData;
  return { session, lessonPath: `/courses/${course.id}/content/${lesson.id}` };
}

test('a learner asks on a lesson, the teacher answers and accepts it there, and the learner is told and sees the accepted answer', async ({
  page,
  browser,
}) => {
  const { session: teacherSession, lessonPath } = await teacherWithACourse(page.request);
  await signInFreshLearner(page, { label: 'asker' });
  const question = '收益率上升时，为什么债券价格会下跌？';
  const reply = '因为票面利息是固定的：新债券给得更多，旧债券只能降价。';

  // The learner asks under the lesson.
  await page.goto(lessonPath);
  await page.getByLabel(text('zh', 'questions:askLabel')).fill(question);
  await page.getByRole('button', { name: text('zh', 'questions:ask') }).click();
  await expect(page.getByRole('listitem').filter({ hasText: question })).toBeVisible();

  // The teacher, signed in elsewhere, answers on the lesson page with the badge and accepts it.
  const origin = test.info().project.use.baseURL ?? '';
  const teacherContext = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: signedInStorage(teacherSession) }],
    },
  });
  const teacherPage = await teacherContext.newPage();
  await teacherPage.goto(lessonPath);
  const asked = teacherPage.getByRole('listitem').filter({ hasText: question });
  await asked.getByRole('button', { name: text('zh', 'questions:answers', { count: 0 }) }).click();
  await asked.getByLabel(text('zh', 'questions:answerLabel')).fill(reply);
  await asked.getByRole('button', { name: text('zh', 'questions:answer'), exact: true }).click();
  const answer = asked.getByRole('listitem').filter({ hasText: reply });
  await expect(answer.getByText(text('zh', 'questions:teacher'), { exact: true })).toBeVisible();
  await answer.getByRole('button', { name: text('zh', 'questions:accept') }).click();
  await expect(answer.getByText(text('zh', 'questions:accepted'))).toBeVisible();
  await teacherContext.close();

  // The learner hears of both, and the notification leads back to the accepted answer.
  await page.goto('/');
  await page
    .getByRole('link', { name: text('zh', 'notifications:bellUnread', { count: 2 }) })
    .click();
  const accepted = page.getByRole('listitem', {
    name: text('zh', 'notifications:kinds.answer_accepted.title'),
  });
  await expect(accepted).toContainText(
    text('zh', 'notifications:kinds.answer_accepted.body', { lesson: '价格与收益率' }),
  );
  await expect(
    page.getByRole('listitem', { name: text('zh', 'notifications:kinds.question_answered.title') }),
  ).toBeVisible();
  await accepted.getByRole('link', { name: text('zh', 'notifications:actions.question') }).click();
  await expect(page).toHaveURL(/question=\d+/);
  const focused = page.getByRole('region', { name: text('zh', 'questions:focused') });
  const acceptedAnswer = focused
    .getByRole('listitem')
    .filter({ hasText: reply, hasNotText: question });
  await expect(acceptedAnswer.getByText(text('zh', 'questions:accepted'))).toBeVisible();
  await expect(acceptedAnswer.getByText('Zhou Lin')).toBeVisible();
});
