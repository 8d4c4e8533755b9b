import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { buildContent, buildCourse, buildTeacher, signedInLearner } from '../../test/factories';
import { describeOnPostgres } from '../../test/postgres-only';
import { useTestApp } from '../../test/test-app';
import { notifications } from '../notifications/notifications.schema';
import { certificates } from './certificates.schema';
import { newCertificateCode } from './certificates.service';

const ctx = useTestApp({ PUBLIC_URL: 'https://academy.example' });
const { get } = ctx;

const complete = (courseId: number, contentId: number, headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/content/complete',
    payload: { course_id: courseId, content_id: contentId },
    headers,
  });

/** A course of `lessons` text lessons taught by a named teacher. */
async function courseOf(lessons: number) {
  const teacher = await buildTeacher(ctx.db, { fullName: 'Li Wei', fullNameZh: '李伟' });
  const course = await buildCourse(ctx.db, {
    title: 'Reading a Balance Sheet',
    titleZh: '读懂资产负债表',
    teacherId: teacher.id,
    pointsReward: 50,
  });
  const items = [];
  for (let index = 0; index < lessons; index++) {
    items.push(await buildContent(ctx.db, course.id, { type: 'text', pointsReward: 5 }));
  }
  return { course, items };
}

const learner = (fullName = 'Wang Xiaoming 王小明') => signedInLearner(ctx.db, 0, { fullName });

const certificatesOf = (userId: number) =>
  ctx.db.select().from(certificates).where(eq(certificates.userId, userId));
const inboxOf = (userId: number) =>
  ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('certificates', () => {
  it('are issued once, by the completion that finishes the last lesson, and told in the inbox', async () => {
    const { course, items } = await courseOf(2);
    const [first, last] = items;
    if (!first || !last) throw new Error('two lessons');
    const { user, headers } = await learner();

    await complete(course.id, first.id, headers);
    expect(await certificatesOf(user.id)).toEqual([]);
    const finished = await complete(course.id, last.id, headers);
    expect(finished.json().data.pointsEarned).toBe(55);
    await complete(course.id, last.id, headers);

    const issued = await certificatesOf(user.id);
    expect(issued).toHaveLength(1);
    const code = issued[0]?.code ?? '';
    expect(code).toMatch(/^[a-z2-7]{32}$/);
    const inbox = await inboxOf(user.id);
    expect(inbox.map((entry) => [entry.kind, entry.data])).toEqual([
      [
        'certificate_issued',
        {
          course_id: course.id,
          course_title: 'Reading a Balance Sheet',
          course_title_zh: '读懂资产负债表',
          code,
        },
      ],
    ]);

    const list = (await get('/api/certificate/list', headers)).json().data;
    expect(list).toMatchObject({ count: 1, page: 1 });
    expect(list.list[0]).toMatchObject({ code, course_id: course.id });
  });

  it('can be verified by anyone holding the code, who learns the names, course and date only', async () => {
    const { course, items } = await courseOf(1);
    const { user, headers } = await learner();
    await complete(course.id, items[0]?.id ?? 0, headers);
    const [certificate] = await certificatesOf(user.id);

    const verified = await get(`/api/certificate/verify?code=${certificate?.code.toUpperCase()}`);
    expect(verified.statusCode).toBe(200);
    const data = verified.json().data;
    expect(data).toEqual({
      learner_name: 'Wang Xiaoming 王小明',
      course_title: 'Reading a Balance Sheet',
      course_title_zh: '读懂资产负债表',
      teacher_name: 'Li Wei',
      teacher_name_zh: '李伟',
      issued_at: certificate?.issuedAt.toISOString(),
    });
    expect(verified.body).not.toContain(user.email);
    expect(verified.body).not.toContain(`"${user.id}"`);

    for (const code of [newCertificateCode(), 'not-a-code', '', `${certificate?.code}x`]) {
      const unknown = await get(`/api/certificate/verify?code=${encodeURIComponent(code)}`);
      expect(unknown.statusCode, code).toBe(404);
      expect(unknown.json().error).toBe('NOT_FOUND');
    }
  });

  it('keep what they certified when names change, and take a name given only later', async () => {
    const { course, items } = await courseOf(1);
    const { user, headers } = await learner('');
    await complete(course.id, items[0]?.id ?? 0, headers);
    const [certificate] = await certificatesOf(user.id);
    const verify = async () =>
      (await get(`/api/certificate/verify?code=${certificate?.code}`)).json().data.learner_name;
    expect(await verify()).toBe('');

    await ctx.app.inject({
      method: 'POST',
      url: '/api/users/profile',
      payload: { name: 'Zhao Lei', language_preference: 'zh' },
      headers,
    });
    expect(await verify()).toBe('Zhao Lei');

    // A certificate issued to a named learner keeps the name it was issued to.
    const named = await learner('Qian Fang');
    await complete(course.id, items[0]?.id ?? 0, named.headers);
    const [namedCertificate] = await certificatesOf(named.user.id);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/users/profile',
      payload: { name: 'Renamed Later', language_preference: 'zh' },
      headers: named.headers,
    });
    const namedNow = await get(`/api/certificate/verify?code=${namedCertificate?.code}`);
    expect(namedNow.json().data.learner_name).toBe('Qian Fang');
  });

  it('download as an A4 landscape PDF in both languages with an embedded font subset, for their owner only', async () => {
    const { course, items } = await courseOf(1);
    const { user, headers } = await learner();
    await complete(course.id, items[0]?.id ?? 0, headers);
    const [certificate] = await certificatesOf(user.id);
    const url = `/api/certificate/pdf?code=${certificate?.code}`;

    const response = await get(url, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="certificate-${certificate?.code}.pdf"`,
    );
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    expect(pdf.numPages).toBe(1);
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    // A4 is 595.28 × 841.89 pt; landscape puts the long side across.
    expect(width).toBeCloseTo(841.89, 1);
    expect(height).toBeCloseTo(595.28, 1);

    const { text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Wang Xiaoming 王小明');
    expect(flat).toContain(`https://academy.example/certificates/${certificate?.code}`);
    expect(flat).toContain('结业证书');
    expect(flat).toContain('Certificate of Completion');
    expect(flat).toContain('读懂资产负债表');
    expect(flat).toContain('李伟');

    // The font is embedded as a subset (a six-letter tag before its name), not merely named.
    const raw = bytes.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-/);
    expect(raw).toContain('/FontFile2');
    expect(bytes.length).toBeLessThan(200_000);

    const stranger = await learner();
    expect((await get(url, stranger.headers)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
  });
});

describeOnPostgres('certificates under concurrent completions', () => {
  it('are issued exactly once when 20 lessons are completed at the same moment', async () => {
    const { course, items } = await courseOf(20);
    const { user, headers } = await learner();
    const responses = await Promise.all(items.map((item) => complete(course.id, item.id, headers)));
    expect(responses.map((response) => response.statusCode)).toEqual(items.map(() => 200));
    expect(await certificatesOf(user.id)).toHaveLength(1);
    const inbox = await inboxOf(user.id);
    expect(inbox.filter((entry) => entry.kind === 'certificate_issued')).toHaveLength(1);
  });

  it('are issued exactly once when the last lesson is completed 20 times at once', async () => {
    const { course, items } = await courseOf(2);
    const { user, headers } = await learner();
    await complete(course.id, items[0]?.id ?? 0, headers);
    await Promise.all(
      Array.from({ length: 20 }, () => complete(course.id, items[1]?.id ?? 0, headers)),
    );
    expect(await certificatesOf(user.id)).toHaveLength(1);
    expect(await inboxOf(user.id)).toHaveLength(1);
  });
});
