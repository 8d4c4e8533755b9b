import path from 'node:path';
import { choose, opened } from './fixtures/admin-form';
import {
  adminHeaders,
  findCourse,
  signInAsAdmin,
  signInFreshLearner,
  useLocaleAsGuest,
} from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

const media = (file: string) =>
  path.resolve(import.meta.dirname, '../apps/server/src/demo/media', file);
const t = (key: string, values?: Record<string, string | number>) =>
  text('zh', `admin:${key}`, values);

test('an admin creates a teacher and a course with a video and a quiz, and learners see it in both languages', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const teacherName = `Grace Lin ${stamp}`;
  // The admin reads Chinese, so its tables and pickers show the Chinese names.
  const teacherNameZh = `林老师${stamp}`;
  const courseTitle = `Dividend Investing ${stamp}`;
  const courseTitleZh = `股息投资${stamp}`;
  await signInAsAdmin(page, '/admin/teachers');

  await page.getByRole('button', { name: t('form.add') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(`${t('fields.name')} (EN)`).fill(teacherName);
  await dialog.getByLabel(`${t('fields.name')}（中文）`).fill(teacherNameZh);
  await dialog
    .getByLabel(`${t('fields.bio')} (EN)`)
    .fill('Twenty years managing income portfolios.');
  await dialog.locator('input[type=file]').setInputFiles(media('teacher-zl.webp'));
  await expect(dialog.locator('img[src^="/media/admin/"]')).toBeVisible();
  await dialog.getByRole('button', { name: t('form.save') }).click();
  await expect(page.getByRole('cell', { name: teacherNameZh })).toBeVisible();
  // The bio has no Chinese version yet, and the table says so.
  await expect(
    page.getByRole('row', { name: new RegExp(teacherNameZh) }).getByText(t('form.missingZh')),
  ).toBeVisible();

  await page.goto('/admin/courses');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: t('form.add') }).click();
  await dialog.getByLabel(`${t('fields.title')} (EN)`).fill(courseTitle);
  await dialog.getByLabel(`${t('fields.title')}（中文）`).fill(courseTitleZh);
  await dialog.getByLabel(`${t('fields.shortDescription')} (EN)`).fill('Income that grows.');
  await dialog.getByLabel(`${t('fields.shortDescription')}（中文）`).fill('不断增长的收入。');
  await choose(page, t('fields.teacher'), teacherNameZh);
  await dialog.locator('input[type=file]').setInputFiles(media('course-05.webp'));
  await expect(dialog.locator('img[src^="/media/admin/"]')).toBeVisible();
  await dialog.getByRole('button', { name: t('form.save') }).click();
  await expect(page.getByRole('row', { name: new RegExp(courseTitleZh) })).toContainText(
    teacherNameZh,
  );

  await page.goto('/admin/content');
  await choose(page, t('fields.course'), courseTitleZh);
  await page.getByRole('button', { name: t('form.add') }).click();
  await dialog.getByLabel(`${t('fields.title')} (EN)`).fill('Why dividends matter');
  await choose(page, t('fields.type'), t('content.types.video'));
  // The lesson's file comes first; the captions files (.vtt) follow below the transcript.
  await dialog.locator('input[type=file]').first().setInputFiles(media('video-index-funds.mp4'));
  await expect(dialog.locator('code')).toContainText('/media/admin/');
  await dialog
    .getByLabel(`${t('content.transcript')} (EN)`)
    .fill('Dividends are cash paid to owners.');
  await dialog.getByRole('button', { name: t('form.save') }).click();
  await expect(page.getByRole('cell', { name: 'Why dividends matter' })).toBeVisible();

  await page.getByRole('button', { name: t('form.add') }).click();
  await dialog.getByLabel(`${t('fields.title')} (EN)`).fill('Dividend check');
  await choose(page, t('fields.type'), t('content.types.quiz'));
  await dialog.getByRole('button', { name: t('content.addQuestion') }).click();
  await dialog.getByLabel('EN', { exact: true }).fill('A dividend is paid by…');
  await dialog.getByLabel(`${t('content.option')} 1 EN`).fill('The company');
  await dialog.getByLabel(`${t('content.option')} 2 EN`).fill('The exchange');
  await choose(page, t('content.answer'), 'A. The company');
  await dialog
    .getByLabel(`${t('content.explanation')} (EN)`)
    .fill('Dividends are paid out of the company’s profits.');
  await dialog.getByLabel(`${t('content.explanation')}（中文）`).fill('股息来自公司的利润。');
  await dialog.getByRole('button', { name: t('form.save') }).click();
  await expect(page.getByRole('cell', { name: 'Dividend check' })).toBeVisible();
  // The chosen course is in the URL: a reload comes back to its lessons, not to 选择课程.
  await expect(page).toHaveURL(/\/admin\/content\?course=\d+$/);
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Why dividends matter' })).toBeVisible();

  await page.goto(`/courses?search=${encodeURIComponent(courseTitleZh)}`);
  await page.getByRole('heading', { name: courseTitleZh }).click();
  await expect(page.getByRole('link', { name: teacherNameZh })).toBeVisible();
  // The explanation is stored with its question, for learners to read once they are graded.
  const courseId = new URL(page.url()).pathname.split('/').at(-1);
  const lessons = (
    await (
      await request.get(`/api/admin/contents?course_id=${courseId}`, {
        headers: await adminHeaders(request),
      })
    ).json()
  ).data.list as { title: string; content_data: { questions?: Record<string, string>[] } }[];
  expect(
    lessons.find((lesson) => lesson.title === 'Dividend check')?.content_data.questions?.[0],
  ).toMatchObject({
    explanation: 'Dividends are paid out of the company’s profits.',
    explanation_zh: '股息来自公司的利润。',
  });
  await expect(page.locator('section[aria-labelledby="outline-heading"] li')).toHaveCount(2);
  // English as a guest in a fresh page, so the admin's own language preference stays put.
  const guest = await page.context().browser()?.newPage();
  if (!guest) throw new Error('no browser');
  await useLocaleAsGuest(guest, 'en');
  await guest.goto(page.url());
  await expect(guest.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
  await guest.getByRole('link', { name: /Dividend check/ }).click();
  await expect(guest.getByText('A dividend is paid by…')).toBeVisible();
  await guest.close();
});

test('an admin approves and ships a redemption the student then sees, and a rejection refunds once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const reward = (
    await (await request.get('/api/reward/list?reward_category_id=2&limit=100')).json()
  ).data.list.find((candidate: { available_stock: number }) => candidate.available_stock > 1) as {
    reward_id: number;
    points_required: number;
    title: string;
  };
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  const { session } = await signInFreshLearner(learner, {
    label: 'fulfil',
    points: reward.points_required * 2,
  });
  const redeem = () =>
    learner.request.post('/api/redemption/create', {
      headers: { authorization: `Bearer ${session.token}` },
      data: {
        reward_id: reward.reward_id,
        recipient_name: 'Zhou Ting',
        recipient_phone: '13900139000',
        shipping_address: '9 Suzhou Road',
      },
    });
  await redeem();
  await redeem();

  await signInAsAdmin(page, '/admin/redemptions');
  const rows = page.getByRole('row').filter({ hasText: session.user.email });
  await expect(rows).toHaveCount(2);
  await rows
    .nth(1)
    .getByRole('button', { name: t('redemptions.approve') })
    .click();
  await expect(rows.nth(1).getByText(t('redemptionStatus.approved'))).toBeVisible();
  await rows
    .nth(1)
    .getByRole('button', { name: t('redemptions.ship') })
    .click();
  await page.getByRole('dialog').getByLabel(t('redemptions.trackingLabel')).fill('SF9988776655');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /OK|确\s*定/ })
    .click();
  await expect(rows.nth(1).getByText(t('redemptionStatus.shipped'))).toBeVisible();

  await rows
    .nth(0)
    .getByRole('button', { name: t('redemptions.reject') })
    .click();
  await page.getByRole('dialog').getByLabel(t('redemptions.noteLabel')).fill('Address incomplete');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /OK|确\s*定/ })
    .click();
  await expect(rows.nth(0).getByText(t('redemptionStatus.rejected'))).toBeVisible();
  const mine = (
    await (
      await learner.request.get('/api/redemption/list', {
        headers: { authorization: `Bearer ${session.token}` },
      })
    ).json()
  ).data.redemptions as { redemption_id: number; status: string }[];
  const rejected = mine.find((item) => item.status === 'rejected');
  const again = await request.post(`/api/admin/redemptions/${rejected?.redemption_id}/reject`, {
    headers: await adminHeaders(request),
    data: {},
  });
  expect(again.status()).toBe(409);

  await learner.goto('/profile?tab=redemptions');
  await expect(learner.getByText(text('zh', 'profile:status.shipped'))).toBeVisible();
  await expect(
    learner.getByText(text('zh', 'profile:tracking', { number: 'SF9988776655' })),
  ).toBeVisible();
  await expect(learner.getByText(text('zh', 'profile:status.rejected'))).toBeVisible();
  await expect(
    learner.getByRole('link', {
      name: text('zh', 'nav.pointsLabel', { points: reward.points_required }),
    }),
  ).toBeVisible();
  await learnerContext.close();
});

test('an admin is asked the right question before disabling a learner, and an incomplete form only marks its fields', async ({
  page,
}) => {
  // The admin chunk is the heaviest page; on a busy two-core runner this journey needs the time.
  test.setTimeout(90_000);
  const learner = { email: `disable-${Date.now()}@example.com`, password: 'a-good-passphrase' };
  const registered = await page.request.post('/api/users/register', { data: learner });
  expect(registered.ok()).toBe(true);
  await signInAsAdmin(page, '/admin/users');

  // Saving an empty form marks the missing fields; nothing is sent and nothing breaks.
  await page.getByRole('button', { name: t('form.add') }).click();
  const dialog = page.getByRole('dialog');
  await opened(dialog);
  await dialog.getByRole('button', { name: t('form.save') }).click();
  await expect(dialog.getByText(t('form.required')).first()).toBeVisible();
  await dialog.getByRole('button', { name: t('form.cancel') }).click();
  // Closed, mask and all, before the table behind it is used.
  await expect(dialog).toBeHidden();

  await page.getByPlaceholder(t('form.search')).fill(learner.email);
  await page.getByPlaceholder(t('form.search')).press('Enter');
  const row = page.getByRole('row', { name: new RegExp(learner.email) });
  await expect(row.getByText(t('accountStatus.active'))).toBeVisible();
  await expect(row.getByText(t('status.active'))).toHaveCount(0);

  await row.getByRole('button', { name: t('users.disable') }).click();
  await opened(page.locator('.ant-popover').filter({ hasText: t('users.confirmDisable') }));
  await page.getByRole('button', { name: t('form.yes') }).click();
  await expect(row.getByText(t('accountStatus.disabled'))).toBeVisible();
});

test('an admin switches the admin area to English and back, and its titles, dashboard, tables and audit log follow', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const en = (key: string, values?: Record<string, string | number>) =>
    text('en', `admin:${key}`, values);
  // A learner unlocks a course, which the dashboard tells and the audit log records (the
  // points the learner got for it are an admin adjustment).
  const course = await findCourse(request, 'intermediate');
  const learnerContext = await browser.newContext();
  const { session } = await signInFreshLearner(await learnerContext.newPage(), {
    label: 'admin-language',
    points: course.points_required,
  });
  const unlocked = await request.post('/api/course/unlock', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { course_id: course.course_id },
  });
  expect(unlocked.ok(), await unlocked.text()).toBe(true);
  await learnerContext.close();
  const feed = (
    await (
      await request.get('/api/admin/activities', { headers: await adminHeaders(request) })
    ).json()
  ).data.list as { type: string; user_id: number; user: string }[];
  const learnerName = feed.find((item) => item.user_id === session.user.user_id)?.user ?? '';
  const unlockLine = { user: learnerName, course: course.title };

  await signInAsAdmin(page, '/admin');
  // The admin chunk (antd) is large: the first visit may take a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: t('menu.dashboard') })).toBeVisible({
    timeout: 30_000,
  });
  const recent = page.locator('.ant-card').filter({ hasText: t('stats.recent') });
  await expect(page).toHaveTitle(`${t('menu.dashboard')} · ${t('title')}`);
  // The line is a sentence in Chinese (the course in Chinese once the feed has its Chinese
  // title), never the ledger's "Course unlocked: …".
  const zhLines = [course.title_zh, course.title].map((name) =>
    t('activityLine.courseUnlock', { ...unlockLine, course: name }),
  );
  await expect
    .poll(async () => {
      const shown = await recent.innerText();
      return zhLines.some((line) => shown.includes(line));
    })
    .toBe(true);
  await expect(recent).not.toContainText('Course unlocked:');

  const switcher = (label: string) => page.getByRole('radiogroup', { name: label });
  await switcher(t('language.label')).getByText('English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(`${en('menu.dashboard')} · ${en('title')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('menu.dashboard'));
  await expect(page.locator('.ant-card').filter({ hasText: en('stats.recent') })).toContainText(
    en('activityLine.courseUnlock', unlockLine),
  );

  // Tables name courses in the reader's language, and antd speaks it too.
  await page.getByRole('menuitem', { name: en('menu.courses') }).click();
  await expect(page).toHaveTitle(`${en('menu.courses')} · ${en('title')}`);
  await page.getByPlaceholder(en('form.search')).fill(course.title);
  await page.getByPlaceholder(en('form.search')).press('Enter');
  await expect(page.getByRole('cell', { name: course.title, exact: true })).toBeVisible();
  await expect(page.getByText('10 / page')).toBeVisible();
  await page.getByRole('menuitem', { name: en('menu.audit') }).click();
  await expect(
    page.getByText(en('auditLog.points.adjust', { id: session.user.user_id }), { exact: true }),
  ).toBeVisible();

  await switcher(en('language.label')).getByText('中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(`${t('menu.audit')} · ${t('title')}`);
  await expect(
    page.getByText(t('auditLog.points.adjust', { id: session.user.user_id }), { exact: true }),
  ).toBeVisible();
  await page.getByRole('menuitem', { name: t('menu.courses') }).click();
  await page.getByPlaceholder(t('form.search')).fill(course.title);
  await page.getByPlaceholder(t('form.search')).press('Enter');
  await expect(page.getByRole('cell', { name: course.title_zh, exact: true })).toBeVisible();
  await expect(page.getByText('10 条/页')).toBeVisible();
  await page.getByRole('menuitem', { name: t('menu.dashboard') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('menu.dashboard'));
});
