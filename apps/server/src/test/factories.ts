import type { Database } from '../db/database';
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
