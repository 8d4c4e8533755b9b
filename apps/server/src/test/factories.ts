import type { App } from '../app';
import type { Database } from '../db/database';
import { courses } from '../db/schema/courses';
import { pointsLedger } from '../db/schema/points';
import { teachers } from '../db/schema/teachers';
import { users } from '../db/schema/users';
import type { NewUser, UserRow } from '../modules/auth/auth.repository';
import { hashPassword } from '../modules/auth/password';

let sequence = 0;

/** Inserts a user (student unless told otherwise) and returns it with its plain password. */
export async function buildUser(
  db: Database,
  overrides: Partial<NewUser> & { password?: string } = {},
): Promise<UserRow & { password: string }> {
  sequence += 1;
  const { password = `Passw0rd-${sequence}`, ...fields } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      email: `learner${sequence}@example.com`,
      fullName: `Learner ${sequence}`,
      passwordHash: await hashPassword(password),
      ...fields,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  return { ...user, password };
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
