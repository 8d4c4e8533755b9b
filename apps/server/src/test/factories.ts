import { sql } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/database';
import { createAuthRepository, type NewUser, type UserRow } from '../modules/auth/auth.repository';
import { users } from '../modules/auth/auth.schema';
import { hashPassword } from '../modules/auth/password';
import { createSessionService } from '../modules/auth/session.service';
import { courses } from '../modules/catalogue/catalogue.schema';
import { contents } from '../modules/learning/learning.schema';
import { pointBalances, pointsLedger } from '../modules/points/points.schema';
import { rewards } from '../modules/rewards/rewards.schema';
import { teachers } from '../modules/teachers/teachers.schema';

let sequence = 0;

/** Inserts a user (student unless told otherwise) and returns it with its plain password. */
export async function buildUser(
  db: Database,
  overrides: Partial<NewUser> & { password?: string } = {},
): Promise<UserRow & { password: string }> {
  sequence += 1;
  // One the password rule accepts, so a test may also send it as a new password.
  const { password = `quiet-harbour-${sequence}`, ...fields } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      email: `learner${sequence}@example.com`,
      fullName: `Learner ${sequence}`,
      emailConfirmedAt: new Date(),
      ...fields,
      passwordHash: fields.passwordHash ?? (await hashPassword(password)),
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  // A new user's balance row (made by a trigger) starts at zero.
  return { ...user, availablePoints: 0, password };
}

/** Inserts a teacher; names are unique per call. */
export async function buildTeacher(
  db: Database,
  overrides: Partial<typeof teachers.$inferInsert> = {},
) {
  sequence += 1;
  const [teacher] = await db
    .insert(teachers)
    .values({ fullName: `Teacher ${sequence}`, fullNameZh: `老师${sequence}`, ...overrides })
    .returning();
  if (!teacher) throw new Error('teacher insert returned nothing');
  return teacher;
}

/** A teacher's account linked to a new teacher profile, with a session: the workspace's user. */
export async function buildTeacherAccount(db: Database) {
  const user = await buildUser(db, { role: 'teacher' });
  const teacher = await buildTeacher(db, { userId: user.id });
  return { user, teacher, headers: await sessionHeaders(db, user.id) };
}

/** Inserts an active beginner course unless told otherwise. */
export async function buildCourse(
  db: Database,
  overrides: Partial<typeof courses.$inferInsert> = {},
) {
  sequence += 1;
  const [course] = await db
    .insert(courses)
    .values({
      title: `Course ${sequence}`,
      titleZh: `课程${sequence}`,
      description: `About course ${sequence}`,
      ...overrides,
    })
    .returning();
  if (!course) throw new Error('course insert returned nothing');
  return course;
}

/** Gives a user points the only way points exist: a ledger row. */
export async function grantPoints(db: Database, userId: number, amount: number) {
  sequence += 1;
  await db.insert(pointsLedger).values({
    userId,
    delta: amount,
    reason: 'admin_adjustment',
    reference: `test-grant:${sequence}`,
    description: 'Test grant',
  });
}

/** Signs a user in through the API and returns the Authorization header for later calls. */
export async function signIn(app: App, user: { email: string; password: string }) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: user.email, password: user.password },
  });
  const token = response.json().data?.token;
  if (typeof token !== 'string') throw new Error(`login failed: ${response.body}`);
  return { authorization: `Bearer ${token}` };
}

/** A session for a user without a login round trip (no password hashing), as request headers. */
export async function sessionHeaders(db: Database, userId: number) {
  const { token } = await createSessionService(createAuthRepository(db), { ttlDays: 1 }).start(
    userId,
  );
  return { authorization: `Bearer ${token}` };
}

/** A learner with a session and `points` to spend: the user and their requests' headers. */
export async function signedInLearner(
  db: Database,
  points = 0,
  overrides: Partial<NewUser> = {},
): Promise<{ user: UserRow & { password: string }; headers: Record<string, string> }> {
  const user = await buildUser(db, overrides);
  if (points) await grantPoints(db, user.id, points);
  return { user, headers: await sessionHeaders(db, user.id) };
}

/** An admin with a session: the user and their requests' headers. */
export async function signedInAdmin(db: Database) {
  const user = await buildUser(db, { role: 'admin' });
  return { user, headers: await sessionHeaders(db, user.id) };
}

/** Many learners at once, sharing one password hash so that setup stays fast. */
export async function buildUsers(db: Database, count: number) {
  const passwordHash = await hashPassword('Shared-passw0rd');
  return Promise.all(Array.from({ length: count }, () => buildUser(db, { passwordHash })));
}

/** Inserts an active merchandise reward unless told otherwise. */
export async function buildReward(
  db: Database,
  overrides: Partial<typeof rewards.$inferInsert> = {},
) {
  sequence += 1;
  const [reward] = await db
    .insert(rewards)
    .values({
      categoryId: 2,
      title: `Reward ${sequence}`,
      titleZh: `奖品${sequence}`,
      pointsRequired: 50,
      availableStock: 5,
      ...overrides,
    })
    .returning();
  if (!reward) throw new Error('reward insert returned nothing');
  return reward;
}

/** Where a learner's redemption ships to, every field as a redemption request sends it. */
export const shippingDetails = {
  recipient_name: '王芳',
  recipient_phone: '+86 138 0013 8000',
  shipping_address: '朝阳区建国路 88 号',
  shipping_city: '北京市',
  shipping_province: '北京',
  shipping_postal_code: '100022',
};

/** The invariant the ledger trigger keeps: every user has a balance, equal to their ledger's sum. */
export async function ledgerMismatches(db: Database) {
  const result = await db.execute<{ id: number }>(sql`
    select u.id from ${users} u
    left join ${pointBalances} b on b.user_id = u.id
    left join (select user_id, sum(delta) as total from ${pointsLedger} group by user_id) l
      on l.user_id = u.id
    where b.user_id is null or b.available <> coalesce(l.total, 0) or b.available < 0`);
  return result.rows;
}

/** A true-or-false quiz question whose answer is "true", as the quiz contract shapes it. */
export function trueFalseQuestion(overrides: Record<string, unknown> = {}) {
  return {
    id: 'q1',
    question: 'Q?',
    type: 'true-false',
    options: [
      { id: 'true', text: 'True' },
      { id: 'false', text: 'False' },
    ],
    answer: 'true',
    ...overrides,
  };
}

/** A multiple-choice question (id "q2") whose answer is "b", a loan to an issuer. */
export function bondQuestion(overrides: Record<string, unknown> = {}) {
  return {
    id: 'q2',
    question: 'Which is a bond?',
    question_zh: '哪一个是债券？',
    type: 'multiple-choice',
    options: [
      { id: 'a', text: 'A share', text_zh: '股票' },
      { id: 'b', text: 'A loan to an issuer', text_zh: '借给发行人的贷款' },
      { id: 'c', text: 'A fund', text_zh: '基金' },
    ],
    answer: 'b',
    ...overrides,
  };
}

/** Inserts a content item; the payload must match its type's contract. */
export async function buildContent(
  db: Database,
  courseId: number,
  overrides: Partial<typeof contents.$inferInsert> & Pick<typeof contents.$inferInsert, 'type'>,
) {
  sequence += 1;
  const [content] = await db
    .insert(contents)
    .values({
      courseId,
      position: sequence,
      title: `Lesson ${sequence}`,
      titleZh: `课时${sequence}`,
      durationMinutes: 12,
      pointsReward: 20,
      contentData: { html: '<p>Lesson</p>' },
      ...overrides,
    })
    .returning();
  if (!content) throw new Error('content insert returned nothing');
  return content;
}

/** A premium course with one lesson, so it can be unlocked (an empty course cannot). */
export async function buildUnlockableCourse(
  db: Database,
  overrides: Partial<typeof courses.$inferInsert> = {},
) {
  const course = await buildCourse(db, { difficultyLevel: 'intermediate', ...overrides });
  await buildContent(db, course.id, { type: 'text' });
  return course;
}
