import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { MediaStorage } from '../lib/media-storage';
import { users } from '../modules/auth/auth.schema';
import { type DemoLogin, seedDemoData } from './seed-demo-data';

/** Same idea as the migration lock: one constant shared by every instance. */
const SEED_LOCK_KEY = 7_305_1932;

/**
 * Seeds the demo academy when the database has no users yet. The transaction-scoped advisory
 * lock makes instances that start together agree on one seeder; the others see the users.
 */
export async function seedOnFirstStart(
  db: Database,
  options: { storage: MediaStorage; password?: string | undefined },
): Promise<DemoLogin[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [row] = await tx.select({ users: count() }).from(users);
    if ((row?.users ?? 0) > 0) return [];
    return seedDemoData(tx, options);
  });
}
