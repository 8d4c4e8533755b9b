import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database';

let shared: Promise<DatabaseHandle> | undefined;

/**
 * How long the tests' pools wait for a connection. Tests prove rules under concurrency (forty
 * redemptions at once on a pool of four), not overload, and a busy machine must not turn them
 * into overload tests; the bounded wait itself is tested with the server's own
 * (db/postgres-handle.test.ts, security/overload.test.ts).
 */
export const TEST_POOL_WAIT_MS = 10_000;
let sharedUrl: string | undefined;

async function createPostgresDatabase(adminUrl: string, suffix = ''): Promise<string> {
  // The run's id in the name lets global teardown drop it with the others.
  const name = `academy_test_${inject('testRunId')}_${process.pid}${suffix}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) sharedUrl = await createPostgresDatabase(adminUrl);
  const handle = sharedUrl
    ? await openDatabase({ url: sharedUrl, poolWaitMs: TEST_POOL_WAIT_MS })
    : await openDatabase({ dataDir: null });
  await handle.migrate();
  return handle;
}

/** This worker's migrated database: PostgreSQL when TEST_DATABASE_URL is set, else in-memory PGlite. */
export function testDatabase(): Promise<DatabaseHandle> {
  shared ??= openTestDatabase();
  return shared;
}

/** Empties every table (row triggers do not fire on TRUNCATE) so each test starts clean. */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  const { rows } = await handle.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = rows.map((row) => `"${row.tablename}"`).join(', ');
  if (tables) await handle.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
}

/** This worker's PostgreSQL database URL (undefined on PGlite), for a second connection pool. */
export async function testDatabaseUrl(): Promise<string | undefined> {
  await testDatabase();
  return sharedUrl;
}

/**
 * An empty PostgreSQL database of the caller's own, beside this worker's, for a server process
 * a test starts itself; dropped at the end of the run with the others.
 */
export async function createScratchDatabase(label: string): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('PostgreSQL expected (TEST_DATABASE_URL)');
  return createPostgresDatabase(adminUrl, `_${label}`);
}
