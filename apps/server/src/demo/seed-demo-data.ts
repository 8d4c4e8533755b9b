import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/database';
import type { MediaStorage } from '../lib/media-storage';
import { hashPassword } from '../modules/auth/password';
import { demoUsers } from './demo-community';
import { MEDIA_SOURCE } from './demo-lessons';
import { insertAcademy } from './seed-academy';
import { insertCommunity } from './seed-community';
import { insertHistory } from './seed-history';
import { insertQuestions } from './seed-questions';

export interface DemoLogin {
  role: (typeof demoUsers)[number]['role'];
  email: string;
  password: string;
}

/** Inserts the demo academy into an empty, migrated database; puts its media into the store. */
export async function seedDemoData(
  db: Database,
  options: { storage: MediaStorage; password?: string | undefined },
): Promise<DemoLogin[]> {
  // Media first: a committed seed must never point at missing files.
  for (const name of readdirSync(MEDIA_SOURCE)) {
    await options.storage.putFile(`seed/${name}`, path.join(MEDIA_SOURCE, name));
  }
  // Hashing is slow on purpose; do it before the transaction holds any locks.
  // A password nobody has seen before: 96 random bits, unless a test names one.
  const passwords = demoUsers.map(() => options.password ?? randomBytes(12).toString('base64url'));
  const passwordHashes = await Promise.all(passwords.map((password) => hashPassword(password)));

  await db.transaction(async (tx) => {
    const rows = await insertAcademy(tx, passwordHashes);
    await insertCommunity(tx, rows);
    await insertHistory(tx, rows);
    await insertQuestions(tx, rows);
  });

  return demoUsers.map((user, index) => ({
    role: user.role,
    email: user.email,
    password: passwords[index] ?? '',
  }));
}
