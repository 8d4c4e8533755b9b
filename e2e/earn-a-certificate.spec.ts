import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { adminHeaders, signInFreshLearner } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

/** A one-lesson course of a real teacher, made by the admin for this run. */
async function shortCourse(page: Page) {
  const headers = await adminHeaders(page.request);
  const teacher = (await (await page.request.get('/api/teacher/list?page_size=1')).json()).data
    .list[0] as { teacher_id: number; full_name: string; full_name_zh: string | null };
  const run = Date.now();
  const course = (
    await (
      await page.request.post('/api/admin/courses', {
        headers,
        data: {
          title: `Reading a Balance Sheet ${run}`,
          title_zh: `读懂资产负债表${run}`,
          description: 'One short lesson.',
          difficulty_level: 'beginner',
          teacher_id: teacher.teacher_id,
        },
      })
    ).json()
  ).data as { id: number; title: string; title_zh: string };
  const lesson = (
    await (
      await page.request.post('/api/admin/contents', {
        headers,
        data: {
          course_id: course.id,
          type: 'text',
          title: 'Assets and liabilities',
          title_zh: '资产与负债',
          duration: 1,
          content_data: { html: '<p>Assets equal liabilities plus equity.</p>' },
        },
      })
    ).json()
  ).data as { id: number };
  return { course, lesson, teacher };
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a learner finishes a course, hears of the certificate, anyone verifies it and the learner keeps the PDF', async ({
  page,
}) => {
  const { course, lesson, teacher } = await shortCourse(page);
  const { session } = await signInFreshLearner(page, { label: 'graduate' });
  const auth = { authorization: `Bearer ${session.token}` };
  await page.request.post('/api/users/profile', {
    headers: auth,
    data: { name: '王小明', language_preference: 'zh' },
  });

  await page.goto(`/courses/${course.id}/content/${lesson.id}`);
  await page.getByRole('button', { name: text('zh', 'learning:markCompleted') }).click();
  const bell = page.getByRole('link', {
    name: text('zh', 'notifications:bellUnread', { count: 1 }),
  });
  await expect(bell).toBeVisible();
  await bell.click();

  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page).toHaveTitle(
    `${text('zh', 'titles.notifications')} · ${text('zh', 'productName')}`,
  );
  const notice = page.getByRole('listitem', {
    name: text('zh', 'notifications:kinds.certificate_issued.title'),
  });
  await expect(
    notice.getByText(
      text('zh', 'notifications:kinds.certificate_issued.body', { course: course.title_zh }),
    ),
  ).toBeVisible();
  await notice.getByRole('link', { name: text('zh', 'notifications:actions.certificate') }).click();
  await expect(page).toHaveURL(/\/certificates\/[a-z2-7]{32}$/);
  const certificatePath = new URL(page.url()).pathname;
  // Opening it read it: the bell no longer counts it.
  await expect(page.getByRole('link', { name: text('zh', 'notifications:bell') })).toBeVisible();

  // Signed out, anyone holding the address sees what it proves, in both languages.
  await page.evaluate(() => {
    localStorage.removeItem('token');
    localStorage.removeItem('user');
  });
  for (const locale of ['zh', 'en'] as const) {
    await page.evaluate((value) => localStorage.setItem('locale', value), locale);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(certificatePath);
      await expect(page).toHaveTitle(
        `${text(locale, 'titles.certificate')} · ${text(locale, 'productName')}`,
      );
      const certificate = page.getByRole('article', { name: text(locale, 'certificates:heading') });
      await expect(certificate.getByText('王小明')).toBeVisible();
      const [firstTitle, secondTitle] =
        locale === 'zh' ? [course.title_zh, course.title] : [course.title, course.title_zh];
      await expect(certificate.getByText(firstTitle, { exact: true })).toBeVisible();
      await expect(certificate.getByText(secondTitle, { exact: true })).toBeVisible();
      await expect(certificate.getByText(teacher.full_name, { exact: true })).toBeVisible();
      // A guest's page: no inbox.
      await expect(
        page.getByRole('link', { name: text(locale, 'notifications:bell') }),
      ).toHaveCount(0);
      expect(await noSidewaysScroll(page), `${locale} at ${width} px`).toBeLessThanOrEqual(0);
    }
    // A code that is no certificate says so, in the page and its title.
    await page.goto('/certificates/abcdefghijklmnopqrstuvwxyz234567');
    await expect(
      page.getByRole('heading', { name: text(locale, 'certificates:notFoundTitle') }),
    ).toBeVisible();
    await expect(page).toHaveTitle(
      `${text(locale, 'certificates:notFoundTitle')} · ${text(locale, 'productName')}`,
    );
  }

  // Back as the learner: the profile keeps the certificate, and its PDF carries name and link.
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
      localStorage.setItem('locale', 'zh');
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  await page.goto('/profile?tab=certificates');
  await expect(
    page.getByRole('link', {
      name: text('zh', 'certificates:viewFor', { course: course.title_zh }),
    }),
  ).toHaveAttribute('href', certificatePath);
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', {
      name: text('zh', 'certificates:downloadFor', { course: course.title_zh }),
    })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^certificate-[a-z2-7]{32}\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text: printed } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  expect(printed).toContain('王小明');
  expect(printed).toContain(certificatePath);
});

test.describe('in a browser hours behind the academy', () => {
  // Los Angeles is 16 hours behind Shanghai: for most of the day the two are on different dates,
  // and the certificate must print the academy's.
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('a learner without a name is asked for the one to print, and the certificate carries it and the academy day', async ({
    page,
  }) => {
    const { course, lesson } = await shortCourse(page);
    const { session } = await signInFreshLearner(page, { label: 'nameless' });
    const auth = { authorization: `Bearer ${session.token}` };

    await page.goto(`/courses/${course.id}/content/${lesson.id}`);
    await page.getByRole('button', { name: text('zh', 'learning:markCompleted') }).click();
    await page
      .getByRole('link', { name: text('zh', 'notifications:bellUnread', { count: 1 }) })
      .click();
    const notice = page.getByRole('listitem', {
      name: text('zh', 'notifications:kinds.certificate_pending.title'),
    });
    await expect(
      notice.getByText(
        text('zh', 'notifications:kinds.certificate_pending.body', { course: course.title_zh }),
      ),
    ).toBeVisible();
    await notice
      .getByRole('link', { name: text('zh', 'notifications:actions.nameCertificate') })
      .click();

    // Pending: no public page and no PDF yet, only the question.
    await expect(page).toHaveURL(/\/profile\?tab=certificates$/);
    await expect(page.getByText(text('zh', 'certificates:pendingTitle'))).toBeVisible();
    const viewLink = page.getByRole('link', {
      name: text('zh', 'certificates:viewFor', { course: course.title_zh }),
    });
    await expect(viewLink).toHaveCount(0);
    await page
      .getByRole('textbox', {
        name: text('zh', 'certificates:pendingNameFor', { course: course.title_zh }),
      })
      .fill('  李雷 ');
    await page.getByRole('button', { name: text('zh', 'certificates:issue') }).click();

    await expect(viewLink).toBeVisible();
    await expect(page.getByText(text('zh', 'certificates:pendingTitle'))).toHaveCount(0);
    const listed = (
      await (await page.request.get('/api/certificate/list', { headers: auth })).json()
    ).data.list[0] as { issued_day: string };
    const issuedDay = new Intl.DateTimeFormat('zh-CN', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${listed.issued_day}T00:00:00Z`));
    await expect(
      page.getByText(text('zh', 'certificates:issuedOn', { date: issuedDay })),
    ).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page
      .getByRole('button', {
        name: text('zh', 'certificates:downloadFor', { course: course.title_zh }),
      })
      .click();
    const bytes = await readFile(await (await downloading).path());
    const { text: printed } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
      mergePages: true,
    });
    expect(printed).toContain('李雷');
    expect(printed).toContain(issuedDay);

    await viewLink.click();
    const certificate = page.getByRole('article', { name: text('zh', 'certificates:heading') });
    await expect(certificate.getByText('李雷', { exact: true })).toBeVisible();
    await expect(certificate.getByText(issuedDay, { exact: true })).toBeVisible();
  });
});
