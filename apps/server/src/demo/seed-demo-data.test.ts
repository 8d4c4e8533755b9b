import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { contentDataSchemas, type QuizContent } from '@academy/contracts/content-data';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createFolderStorage } from '../lib/media-storage';
import { users } from '../modules/auth/auth.schema';
import { verifyPassword } from '../modules/auth/password';
import { courses } from '../modules/catalogue/catalogue.schema';
import { contents } from '../modules/learning/learning.schema';
import { temporaryDirectory } from '../test/test-app';
import { resetDatabase, testDatabase } from '../test/test-database';
import { seedDemoData } from './seed-demo-data';

const uploadsDir = temporaryDirectory('academy-seed-');
const storage = createFolderStorage(uploadsDir);

async function seededDatabase(): Promise<Database> {
  const handle = await testDatabase();
  await resetDatabase(handle);
  await seedDemoData(handle.db, { storage });
  return handle.db;
}

const rows = async <T extends Record<string, unknown>>(
  db: Database,
  query: ReturnType<typeof sql>,
) => (await db.execute<T>(query)).rows;

describe('demo seed', () => {
  it('builds a complete, bilingual academy with every content type', async () => {
    const db = await seededDatabase();
    const [counts] = await rows<Record<string, number>>(
      db,
      sql`select (select count(*)::int from teachers) as teachers,
                 (select count(*)::int from teachers where is_assistant) as assistants,
                 (select count(*)::int from courses) as courses,
                 (select count(*)::int from rewards where category_id = 1) as course_rewards,
                 (select count(*)::int from rewards where category_id = 2) as merchandise,
                 (select count(*)::int from banners) as banners,
                 (select count(*)::int from activities) as activities`,
    );
    expect(counts).toMatchObject({
      teachers: 8,
      assistants: 2,
      courses: 24,
      banners: 3,
      activities: 3,
    });
    expect(counts?.course_rewards).toBeGreaterThan(0);
    expect(counts?.merchandise).toBeGreaterThan(0);

    const types = await rows<{ type: string }>(
      db,
      sql`select distinct type::text from contents order by 1`,
    );
    expect(types.map((row) => row.type)).toEqual(['audio', 'pdf', 'quiz', 'text', 'video']);
    const perCourse = await rows<{ items: number }>(
      db,
      sql`select count(*)::int as items from contents group by course_id`,
    );
    expect(Math.min(...perCourse.map((row) => row.items))).toBeGreaterThanOrEqual(3);
    const levels = await rows<{ level: string }>(
      db,
      sql`select distinct difficulty_level::text as level from courses order by 1`,
    );
    expect(levels.map((row) => row.level)).toEqual(['advanced', 'beginner', 'intermediate']);
    const untranslated = await rows(
      db,
      sql`select id from courses where title_zh is null or description_zh is null`,
    );
    expect(untranslated).toEqual([]);
  });

  it('keeps every balance equal to its ledger and never negative', async () => {
    const db = await seededDatabase();
    const balances = await rows<{ email: string; available: number; ledger: number }>(
      db,
      sql`select u.email, b.available, coalesce(sum(l.delta), 0)::int as ledger
            from users u join point_balances b on b.user_id = u.id
            left join points_ledger l on l.user_id = u.id group by u.id, b.available`,
    );
    for (const balance of balances) {
      expect(balance.available, balance.email).toBe(balance.ledger);
      expect(balance.available).toBeGreaterThanOrEqual(0);
    }
    const student = balances.find((balance) => balance.email === 'student@example.com');
    expect(student?.available).toBeGreaterThan(100);
    const [history] = await rows<{ entries: number }>(
      db,
      sql`select count(*)::int as entries from points_ledger l join users u on u.id = l.user_id where u.email = 'student@example.com'`,
    );
    expect(history?.entries).toBeGreaterThanOrEqual(15);
  });

  it('stores content that its contracts accept, with answerable quizzes and real media files', async () => {
    const db = await seededDatabase();
    const items = await db.select().from(contents);
    for (const item of items) {
      const parsed = contentDataSchemas[item.type].safeParse(item.contentData);
      expect(parsed.success, `content ${item.id}`).toBe(true);
      if (item.type === 'video' || item.type === 'audio') {
        // Every recording has its timed transcript, which the viewer follows and captions use.
        expect(parsed.data).toHaveProperty('passages.0.start', 0);
      }
      if (item.type === 'video' || item.type === 'pdf') {
        // A Chinese reader gets a Chinese edition: title cards and pages in Chinese.
        expect(parsed.data).toHaveProperty('url_zh', expect.stringMatching(/-zh\.(mp4|pdf)$/));
      }
      if (item.type === 'quiz') {
        for (const question of (item.contentData as QuizContent).questions) {
          expect(question.options.map((option) => option.id)).toContain(question.answer);
        }
      }
    }
    const urls = await rows<{ url: string }>(
      db,
      sql`select thumbnail as url from courses union select profile_image from teachers
          union select image_url from rewards union select image from banners
          union select image_url from activities
          union select content_data->>'url' from contents where content_data ? 'url'
          union select content_data->>'url_zh' from contents where content_data ? 'url_zh'`,
    );
    expect(urls.length).toBeGreaterThan(40);
    for (const { url } of urls) {
      expect(url).toMatch(/^\/media\/seed\//);
      expect(existsSync(path.join(uploadsDir, url.replace('/media/', ''))), url).toBe(true);
    }
    expect(readdirSync(path.join(uploadsDir, 'seed')).length).toBeGreaterThan(50);
  });

  it('is deterministic', async () => {
    const snapshot = async () => {
      const db = await seededDatabase();
      return db
        .select({
          id: courses.id,
          title: courses.title,
          createdAt: courses.createdAt,
          points: courses.pointsRequired,
        })
        .from(courses)
        .orderBy(asc(courses.id));
    };
    expect(await snapshot()).toEqual(await snapshot());
  });

  it('seeds questions their askers may open, answered with the badge only by the course’s teacher', async () => {
    const db = await seededDatabase();
    const questions = await rows<{
      may_open: boolean;
      helpful_count: number;
      votes: number;
      badge_by_others: number;
      waiting_for_linked_teacher: boolean;
      accepted: boolean;
    }>(
      db,
      sql`select (c.is_free or exists (select 1 from course_access a
                                        where a.user_id = q.user_id and a.course_id = c.id)) as may_open,
                 q.helpful_count,
                 (select count(*)::int from question_votes v where v.question_id = q.id) as votes,
                 (select count(*)::int from question_answers a
                   where a.question_id = q.id and a.is_teacher
                     and a.user_id is distinct from t.user_id) as badge_by_others,
                 (t.user_id is not null and not exists (select 1 from question_answers a
                   where a.question_id = q.id and a.is_teacher)) as waiting_for_linked_teacher,
                 q.accepted_answer_id is not null as accepted
            from lesson_questions q
            join courses c on c.id = q.course_id
            left join teachers t on t.id = c.teacher_id`,
    );
    expect(questions.length).toBeGreaterThanOrEqual(4);
    for (const question of questions) {
      expect(question.may_open).toBe(true);
      expect(question.helpful_count).toBe(question.votes);
      expect(question.badge_by_others).toBe(0);
    }
    // The demo teacher finds one waiting in /teach, and has accepted an answer before.
    expect(questions.filter((question) => question.waiting_for_linked_teacher)).toHaveLength(1);
    expect(questions.some((question) => question.accepted)).toBe(true);
  });

  it('gives the demo accounts passwords nobody has seen, unless a test names one', async () => {
    const handle = await testDatabase();
    await resetDatabase(handle);
    const logins = await seedDemoData(handle.db, { storage });
    expect(logins.map((login) => login.email)).toContain('admin@example.com');
    // The start prints each login with its account's own role.
    expect(logins.find((login) => login.email === 'teacher@example.com')?.role).toBe('teacher');
    expect(new Set(logins.map((login) => login.password)).size).toBe(logins.length);
    const [admin] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@example.com'));
    if (!admin) throw new Error('no admin');
    // The passwords this project once published open nothing.
    for (const published of ['Admin#2026!', 'Student#2026!', 'Learner#2026!']) {
      expect(await verifyPassword(admin.passwordHash, published)).toBe(false);
    }
    const own = logins.find((login) => login.email === 'admin@example.com');
    expect(own?.password).toMatch(/^[\w-]{16}$/);
    expect(await verifyPassword(admin.passwordHash, own?.password ?? '')).toBe(true);
    expect(admin.emailConfirmedAt).not.toBeNull();

    await resetDatabase(handle);
    const named = await seedDemoData(handle.db, {
      storage,
      password: 'a-known-test-passphrase',
    });
    expect(named.every((login) => login.password === 'a-known-test-passphrase')).toBe(true);
  });
});
