import type { APIRequestContext, Page } from '@playwright/test';
import { uniqueEmail } from './fixtures/accounts';
import { adminHeaders, type SessionData, signedInStorage } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

const t = (key: string, values?: Record<string, string | number>) =>
  text('zh', `teaching:${key}`, values);
const password = 'quiet-harbour-lantern-river';

/**
 * A teacher the admin sets up for this run: their account, linked to a new profile, with a
 * beginner course (open to every learner) of one article lesson.
 */
async function teacherWithCourse(request: APIRequestContext, label: string) {
  const headers = await adminHeaders(request);
  const post = async (url: string, data: object) => {
    const response = await request.post(url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()).data as { id: number };
  };
  const email = uniqueEmail(label.toLowerCase().replace(/\s+/g, '-'));
  const user = await post('/api/admin/users', { name: label, email, role: 'teacher', password });
  const profile = await post('/api/admin/teachers', {
    full_name: label,
    full_name_zh: `${label}老师`,
    user_id: user.id,
  });
  const run = Date.now();
  const course = await post('/api/admin/courses', {
    title: `Cash flow ${run}`,
    title_zh: `现金流${run}`,
    description: 'Where the money goes.',
    difficulty_level: 'beginner',
    teacher_id: profile.id,
  });
  const lesson = await post('/api/admin/contents', {
    course_id: course.id,
    type: 'text',
    title: `Reading a cash flow statement ${run}`,
    title_zh: `读懂现金流量表${run}`,
    content_data: { html: '<p>Operating, investing and financing.</p>' },
  });
  return {
    email,
    course,
    lesson,
    courseTitle: `现金流${run}`,
    lessonTitle: `读懂现金流量表${run}`,
  };
}

/** Signs the teacher in as the browser would, before the journey's first page. */
async function signInAsTeacher(page: Page, email: string) {
  const response = await page.request.post('/api/users/login', { data: { email, password } });
  const session = (await response.json()).data as SessionData;
  const origin = test.info().project.use.baseURL ?? '';
  await page.context().setStorageState({
    cookies: [],
    origins: [{ origin, localStorage: signedInStorage(session, 'zh') }],
  });
}

/** A learner of this run, signed in by the API: their bearer header. */
async function learnerHeaders(request: APIRequestContext) {
  const email = uniqueEmail('asker');
  const created = await request.post('/api/admin/users', {
    headers: await adminHeaders(request),
    data: { name: 'Tang Xin', email, role: 'student', password },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const login = await request.post('/api/users/login', { data: { email, password } });
  return { authorization: `Bearer ${((await login.json()).data as SessionData).token}` };
}

/** The lesson's title as a signed-in learner reads it (signed-in answers are never cached). */
async function titleLearnersRead(
  request: APIRequestContext,
  learner: Record<string, string>,
  lessonId: number,
) {
  const response = await request.get(`/api/content/get?content_id=${lessonId}`, {
    headers: { ...learner, 'accept-language': 'en' },
  });
  return ((await response.json()).data as { title: string }).title;
}

test('a teacher edits their lesson as a draft, publishes it, and learners read it; another teacher’s course stays closed', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const mine = await teacherWithCourse(page.request, 'Gao Min');
  const theirs = await teacherWithCourse(page.request, 'Zhou Yi');
  const learner = await learnerHeaders(page.request);
  const published = await titleLearnersRead(page.request, learner, mine.lesson.id);
  await signInAsTeacher(page, mine.email);

  await page.goto('/');
  await page.getByRole('button', { name: /@example\.com/ }).click();
  await page.getByRole('menuitem', { name: text('zh', 'common:nav.teach') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('heading') })).toBeVisible();
  await page.getByRole('link', { name: t('open', { course: mine.courseTitle }) }).click();
  await page.getByRole('link', { name: t('editLesson', { lesson: mine.lessonTitle }) }).click();

  // The admin's editors, saving a draft: learners still read the published lesson.
  const title = page.getByLabel(`${text('zh', 'admin:fields.title')} (EN)`);
  await expect(title).toHaveValue(published);
  await expect(
    page.getByRole('textbox', { name: `${text('zh', 'admin:content.article')} (EN)` }),
  ).toContainText('Operating, investing and financing.');
  await title.fill(`${published} (revised)`);
  await page.getByRole('button', { name: t('editor.save') }).click();
  await expect(page.getByText(t('editor.saved'), { exact: true })).toBeVisible();
  expect(await titleLearnersRead(page.request, learner, mine.lesson.id)).toBe(published);

  await page.getByRole('button', { name: t('editor.publish') }).click();
  await expect(page.getByText(t('editor.publishedNow'), { exact: true })).toBeVisible();
  expect(await titleLearnersRead(page.request, learner, mine.lesson.id)).toBe(
    `${published} (revised)`,
  );

  // Another teacher's course editor, opened by its address, is refused.
  await page.goto(`/teach?course=${theirs.course.id}&lesson=${theirs.lesson.id}`);
  await expect(page.getByText(t('lessonRefused'))).toBeVisible();
  await page.goto(`/teach?course=${theirs.course.id}`);
  await expect(page.getByText(t('courseRefused'))).toBeVisible();
});

test('a teacher answers a waiting question in /teach and accepts it; the learner is told and sees it accepted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const mine = await teacherWithCourse(page.request, 'Lu Qing');
  const learner = await learnerHeaders(page.request);
  const question = '经营现金流为负，公司就一定有问题吗？';
  const reply = '不一定：成长期的公司常常先投入营运资金，要看几个季度的趋势。';
  const asked = await page.request.post('/api/questions', {
    headers: learner,
    data: { content_id: mine.lesson.id, body: question },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const questionId = ((await asked.json()).data as { question_id: number }).question_id;

  await signInAsTeacher(page, mine.email);
  await page.goto('/teach');
  const waiting = page.getByRole('region', { name: t('questions.heading') });
  const item = waiting.getByRole('listitem').filter({ hasText: question });
  await expect(item).toContainText(mine.lessonTitle);
  await item.getByRole('button', { name: t('questions.answer') }).click();
  await item.getByLabel(text('zh', 'questions:answerLabel')).fill(reply);
  await item.getByRole('button', { name: text('zh', 'questions:answer'), exact: true }).click();
  const answer = item.getByRole('listitem').filter({ hasText: reply });
  await expect(answer.getByText(text('zh', 'questions:teacher'), { exact: true })).toBeVisible();
  await answer.getByRole('button', { name: text('zh', 'questions:accept') }).click();
  await expect(answer.getByText(text('zh', 'questions:accepted'))).toBeVisible();

  // The learner has been told of both, and their question carries the accepted answer.
  const inbox = await page.request.get('/api/notifications', { headers: learner });
  const kinds = ((await inbox.json()).data.list as { kind: string }[]).map((note) => note.kind);
  expect(kinds).toEqual(expect.arrayContaining(['question_answered', 'answer_accepted']));
  const thread = await page.request.get(`/api/questions/${questionId}`, { headers: learner });
  const { question: mineNow, answers } = (await thread.json()).data as {
    question: { accepted_answer_id: number | null };
    answers: { answer_id: number; body: string; is_accepted: boolean }[];
  };
  expect(answers).toEqual([expect.objectContaining({ body: reply, is_accepted: true })]);
  expect(mineNow.accepted_answer_id).toBe(answers[0]?.answer_id);
});
