import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../../lib/server-root';
import { certificateSteps } from '../../test/certificate-steps';
import { describeOnPostgres } from '../../test/postgres-only';
import { useTestApp } from '../../test/test-app';
import { issueEarlierCertificates } from '../learning/learning.service';
import { notifications } from '../notifications/notifications.schema';
import { certificateBackfill, certificates } from './certificates.schema';
import { newCertificateCode } from './certificates.service';

const ctx = useTestApp({ PUBLIC_URL: 'https://academy.example' });
const { get } = ctx;

const { complete, courseOf, learner, renameProfile, nameCertificate, certificatesOf, inboxOf } =
  certificateSteps(ctx);

/** A PDF's text on one line. */
async function pdfText(bytes: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

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
      issued_at: certificate?.issuedAt?.toISOString(),
      issued_day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(verified.body).not.toContain(user.email);
    expect(verified.body).not.toContain(`"${user.id}"`);

    for (const code of [newCertificateCode(), 'not-a-code', '', `${certificate?.code}x`]) {
      const unknown = await get(`/api/certificate/verify?code=${encodeURIComponent(code)}`);
      expect(unknown.statusCode, code).toBe(404);
      expect(unknown.json().error).toBe('NOT_FOUND');
    }
  });

  it('keep the name they were issued in when the learner renames their profile', async () => {
    const { course, items } = await courseOf(1);
    const named = await learner('Qian Fang');
    await complete(course.id, items[0]?.id ?? 0, named.headers);
    const [certificate] = await certificatesOf(named.user.id);
    await renameProfile('Warren Buffett', named.headers);

    const verified = await get(`/api/certificate/verify?code=${certificate?.code}`);
    expect(verified.json().data.learner_name).toBe('Qian Fang');
    const listed = (await get('/api/certificate/list', named.headers)).json().data.list;
    expect(listed[0].learner_name).toBe('Qian Fang');
    const pdf = await pdfText(
      (await get(`/api/certificate/pdf?code=${certificate?.code}`, named.headers)).rawPayload,
    );
    expect(pdf).toContain('Qian Fang');
    expect(pdf).not.toContain('Warren Buffett');
  });

  it('wait, for a learner without a name, until they give the name to print: once, and only they', async () => {
    const { course, items } = await courseOf(1);
    const { user, headers } = await learner('');
    await complete(course.id, items[0]?.id ?? 0, headers);
    const [pending] = await certificatesOf(user.id);
    const code = pending?.code ?? '';
    expect(pending).toMatchObject({ learnerName: '', issuedAt: null });
    expect((await inboxOf(user.id)).map((entry) => [entry.kind, entry.data])).toEqual([
      [
        'certificate_pending',
        {
          course_id: course.id,
          course_title: 'Reading a Balance Sheet',
          course_title_zh: '读懂资产负债表',
        },
      ],
    ]);

    // Not a certificate yet: no public page, no PDF, and a name given to the profile is not it.
    await renameProfile('Warren Buffett', headers);
    expect((await get(`/api/certificate/verify?code=${code}`)).statusCode).toBe(404);
    expect((await get(`/api/certificate/pdf?code=${code}`, headers)).statusCode).toBe(404);
    const listed = (await get('/api/certificate/list', headers)).json().data.list;
    expect(listed).toEqual([
      expect.objectContaining({ code, learner_name: '', issued_at: null, issued_day: null }),
    ]);

    const stranger = await learner('Sun Li');
    const theirs = await nameCertificate(code, 'Sun Li', stranger.headers);
    expect(theirs.statusCode).toBe(404);
    expect((await nameCertificate(code, 'Zhao Lei')).statusCode).toBe(401);
    expect((await nameCertificate(code, '   ', headers)).statusCode).toBe(400);
    expect((await nameCertificate(code, 'x'.repeat(101), headers)).statusCode).toBe(400);
    expect((await get(`/api/certificate/verify?code=${code}`)).statusCode).toBe(404);

    const named = await nameCertificate(code, '  Zhao Lei ', headers);
    expect(named.statusCode).toBe(200);
    expect(named.json().data).toMatchObject({ code, learner_name: 'Zhao Lei' });
    expect(named.json().data.issued_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const verified = await get(`/api/certificate/verify?code=${code}`);
    expect(verified.json().data.learner_name).toBe('Zhao Lei');
    const inbox = await inboxOf(user.id);
    expect(inbox.map((entry) => entry.kind)).toEqual(['certificate_pending', 'certificate_issued']);
    expect(inbox[1]?.data).toMatchObject({ course_id: course.id, code });

    // The same name again answers as the first time did; another name is refused; nothing moves.
    const again = await nameCertificate(code, 'Zhao Lei', headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(named.json().data);
    expect((await nameCertificate(code, 'Warren Buffett', headers)).statusCode).toBe(409);
    await renameProfile('Someone Else', headers);
    expect((await get(`/api/certificate/verify?code=${code}`)).json().data.learner_name).toBe(
      'Zhao Lei',
    );
    expect(await inboxOf(user.id)).toHaveLength(2);
  });

  it('carry the academy day of issue, the same on the page, in the list and on the PDF', async () => {
    const { course, items } = await courseOf(1);
    const { user, headers } = await learner();
    await complete(course.id, items[0]?.id ?? 0, headers);
    // 23:30 UTC on the 25th is 07:30 on the 26th in the academy's zone (Asia/Shanghai).
    await ctx.db
      .update(certificates)
      .set({ issuedAt: new Date('2026-11-25T23:30:00Z') })
      .where(eq(certificates.userId, user.id));
    const [certificate] = await certificatesOf(user.id);
    const code = certificate?.code ?? '';

    const page = (await get(`/api/certificate/verify?code=${code}`)).json().data;
    expect(page).toMatchObject({ issued_at: '2026-11-25T23:30:00.000Z', issued_day: '2026-11-26' });
    const listed = (await get('/api/certificate/list', headers)).json().data.list;
    expect(listed[0]).toMatchObject({ code, issued_day: '2026-11-26' });
    const pdf = await pdfText((await get(`/api/certificate/pdf?code=${code}`, headers)).rawPayload);
    expect(pdf).toContain('2026年11月26日');
    expect(pdf).toContain('26 November 2026');
  });

  it('are issued once for courses finished before certificates existed, and the backfill runs once', async () => {
    const { course, items } = await courseOf(2);
    const [first, last] = items;
    if (!first || !last) throw new Error('two lessons');
    const finished = await learner('Zhou Jie');
    const nameless = await learner('');
    const halfway = await learner('Wu Ming');
    for (const { headers } of [finished, nameless]) {
      await complete(course.id, first.id, headers);
      await complete(course.id, last.id, headers);
    }
    await complete(course.id, first.id, halfway.headers);
    const holder = await learner('Zheng Hao');
    await complete(course.id, first.id, holder.headers);
    await complete(course.id, last.id, holder.headers);
    const [held] = await certificatesOf(holder.user.id);
    // Before certificates existed: the completions are there, their certificates are not.
    for (const { user } of [finished, nameless]) {
      await ctx.db.delete(certificates).where(eq(certificates.userId, user.id));
      await ctx.db.delete(notifications).where(eq(notifications.userId, user.id));
    }
    await ctx.db.insert(certificateBackfill).values({ id: 1 });

    expect(await issueEarlierCertificates(ctx.db)).toBe(2);
    const [issued] = await certificatesOf(finished.user.id);
    expect(issued).toMatchObject({
      learnerName: 'Zhou Jie',
      courseTitle: 'Reading a Balance Sheet',
    });
    expect((await get(`/api/certificate/verify?code=${issued?.code}`)).statusCode).toBe(200);
    expect((await inboxOf(finished.user.id)).map((entry) => entry.kind)).toEqual([
      'certificate_issued',
    ]);
    expect(await certificatesOf(nameless.user.id)).toEqual([
      expect.objectContaining({ learnerName: '', issuedAt: null }),
    ]);
    expect(await certificatesOf(halfway.user.id)).toEqual([]);
    expect(await certificatesOf(holder.user.id)).toEqual([held]);

    const before = await ctx.db.select().from(certificates);
    expect(await issueEarlierCertificates(ctx.db)).toBe(0);
    await ctx.db.delete(certificates).where(eq(certificates.userId, finished.user.id));
    expect(await issueEarlierCertificates(ctx.db)).toBe(0);
    expect(await certificatesOf(finished.user.id)).toEqual([]);
    expect((await ctx.db.select().from(certificates)).length).toBe(before.length - 1);
  });

  it('issued nameless before this rule keep the name they showed then, or wait for one (migration 0015)', async () => {
    const { course, items } = await courseOf(1);
    const named = await learner('Feng Yu');
    const stillNameless = await learner('');
    for (const { headers } of [named, stillNameless]) {
      await complete(course.id, items[0]?.id ?? 0, headers);
    }
    // As such certificates were before 0015: issued, with no name of their own.
    await ctx.db.execute(
      sql`alter table certificates drop constraint certificates_issued_when_named`,
    );
    await ctx.db.update(certificates).set({ learnerName: '', issuedAt: new Date() });

    const migration = readFileSync(
      path.join(serverRoot, 'drizzle', '0015_certificates_issued_when_named.sql'),
      'utf8',
    );
    const statements = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^--.*$/gm, '').trim())
      .filter((statement) => /^(UPDATE|ALTER TABLE "certificates" ADD CONSTRAINT)/.test(statement));
    expect(statements).toHaveLength(3);
    for (const statement of statements) await ctx.db.execute(sql.raw(statement));

    const [kept] = await certificatesOf(named.user.id);
    expect(kept).toMatchObject({ learnerName: 'Feng Yu', issuedAt: expect.any(Date) });
    expect(await certificatesOf(stillNameless.user.id)).toEqual([
      expect.objectContaining({ learnerName: '', issuedAt: null }),
    ]);
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

    const flat = await pdfText(bytes);
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

  it('take one name when two names are given at the same moment', async () => {
    const { course, items } = await courseOf(1);
    const { user, headers } = await learner('');
    await complete(course.id, items[0]?.id ?? 0, headers);
    const [pending] = await certificatesOf(user.id);
    const names = Array.from({ length: 10 }, (_, index) => `Name ${index}`);
    const answers = await Promise.all(
      names.map((name) => nameCertificate(pending?.code ?? '', name, headers)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200,
      ...names.slice(1).map(() => 409),
    ]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().data.learner_name;
    expect((await certificatesOf(user.id))[0]?.learnerName).toBe(winner);
    const issuedNotices = (await inboxOf(user.id)).filter(
      (entry) => entry.kind === 'certificate_issued',
    );
    expect(issuedNotices).toHaveLength(1);
  });

  it('are backfilled once when two instances start at the same moment', async () => {
    const { course, items } = await courseOf(1);
    const { user, headers } = await learner();
    await complete(course.id, items[0]?.id ?? 0, headers);
    await ctx.db.delete(certificates);
    await ctx.db.delete(notifications);
    await ctx.db.insert(certificateBackfill).values({ id: 1 });

    const made = await Promise.all([
      issueEarlierCertificates(ctx.db),
      issueEarlierCertificates(ctx.db),
    ]);
    expect(made.sort()).toEqual([0, 1]);
    expect(await certificatesOf(user.id)).toHaveLength(1);
    expect(await inboxOf(user.id)).toHaveLength(1);
  });
});
