import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { DEFAULT_PIPELINES, DEFAULT_POOL_SIZE } from '../config';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import { makePgliteTemplateIn } from './pglite-template';
import { openPgliteThread, type PgliteThread } from './pglite-thread';
import {
  assertMended,
  connectionOptionsOf,
  openPostgresClient,
  openSingleConnection,
} from './postgres-client';
import { assertNoOpenTransaction } from './transaction-context';

/** Both drivers answer raw SQL with `{ rows }`; saying so keeps `execute` typed. */
interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
type RowsResult<Row> = { rows: Row[] };

/** The one database type every repository uses, whichever driver is underneath. */
export type Database = PgDatabase<RowsQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  /**
   * The same database, for writes whose loss in a database server's crash costs nothing (a
   * playback position): its commits do not wait for the disk (`synchronous_commit=off`; the
   * last fraction of a second may be lost, nothing is ever half-written). The embedded
   * database has one connection, so it is `db` there.
   */
  relaxed: Database;
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations while holding a cluster-wide advisory lock. */
  migrate(): Promise<void>;
  /**
   * Brings the planner's statistics up to date. PostgreSQL's autovacuum keeps them (a no-op
   * there); the embedded database has no autovacuum, and without statistics its prepared
   * statements settle on plans made for tables it believes empty.
   */
  refreshStatistics(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A PostgreSQL server (`poolWaitMs`: the bounded wait for a connection, POOL_WAIT_MS unless
 * given), an embedded database in a folder (null: in memory), or an embedded database whose
 * thread is already opening (server.ts starts it before loading the rest).
 */
export type DatabaseTarget =
  | { url: string; poolSize?: number; pipelines?: number; poolWaitMs?: number }
  | { dataDir: string | null }
  | { thread: Promise<PgliteThread> };

const journal: { entries: { when: number }[] } = JSON.parse(
  readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
);
/** How many migrations this build ships: a database with fewer applied cannot serve it. */
export const shippedMigrationCount: number = journal.entries.length;
/** When the newest migration this build ships was made: Drizzle's mark of an applied one. */
const newestMigrationMillis = Math.max(...journal.entries.map((entry) => entry.when));

/**
 * Whether the database already has every migration this build ships (every restart): then the
 * migrator, which reads and hashes each migration file and takes the lock, has nothing to do.
 * Drizzle applies what is newer than the newest it recorded, so that is the test it makes too.
 */
async function hasEveryMigration(db: Database): Promise<boolean> {
  const table = await db.execute<{ found: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!table.rows[0]?.found) return false;
  const newest = await db.execute<{ millis: string | null }>(
    sql`select max(created_at)::text as millis from drizzle.__drizzle_migrations`,
  );
  return Number(newest.rows[0]?.millis ?? 0) >= newestMigrationMillis;
}
export const drizzleOptions = { casing: 'snake_case' } as const;
/** Any constant works; it only has to be the same for every instance of this app. */
export const MIGRATION_LOCK_KEY = 7_305_1931;

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite (in memory when dataDir is null). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const {
      url,
      poolSize = DEFAULT_POOL_SIZE,
      pipelines = DEFAULT_PIPELINES,
      poolWaitMs = POOL_WAIT_MS,
    } = target;
    return openPostgres(url, { poolSize, pipelines, waitMs: poolWaitMs });
  }
  return openPglite(await ('thread' in target ? target.thread : openPgliteThread(target)));
}

/**
 * How long a request waits for another request's pooled connection before it is answered 503
 * with Retry-After (decisions 0028, 0037): an overloaded instance says so in half a second, where
 * 10 s (and then 2 s) let clients time out behind a queue that only grew.
 */
export const POOL_WAIT_MS = 500;

/**
 * Transactions that may wait for one of the pool's connections. Past that the queue is longer
 * than the pool works off in well under a second, and a newcomer is answered 503 at once (it retries, or the
 * balancer sends it to another instance) instead of waiting to be refused (decision 0028).
 */
export const POOL_QUEUE_PER_CONNECTION = 64;

/**
 * Statements that may wait for a pipelined connection, beyond the hundred each has in flight.
 * A pipelined connection works off thousands a second, so this queue too is well under one.
 */
export const PIPELINE_QUEUE = 256;

/**
 * Opens the three clients of a PostgreSQL server (decision 0021): statements sent on their own are
 * pipelined on `pipelines` connections, so a hundred requests' statements go out in one write and
 * come back in one read; a transaction holds one of `poolSize` connections of its own while it
 * runs, so it never holds up the statements of other requests; playback positions are pipelined
 * on a connection whose commits do not wait for the disk.
 */
function openPostgres(
  url: string,
  { poolSize, pipelines, waitMs }: { poolSize: number; pipelines: number; waitMs: number },
): DatabaseHandle {
  assertMended();
  const pipelined = (size: number) => ({ size, queueLimit: size * PIPELINE_QUEUE, waitMs });
  const beforeStatement = assertNoOpenTransaction;
  const client = openPostgresClient(url, pipelined(pipelines), { beforeStatement });
  const transactionsClient = openPostgresClient(
    url,
    { size: poolSize, queueLimit: poolSize * POOL_QUEUE_PER_CONNECTION, waitMs },
    { beforeStatement },
  );
  const relaxedClient = openPostgresClient(url, pipelined(1), {
    settings: { synchronous_commit: 'off' },
    beforeStatement,
  });
  const statements = drizzlePostgres(client, drizzleOptions);
  const db = statements as unknown as Database;
  const transactions = drizzlePostgres(transactionsClient, drizzleOptions) as unknown as Database;
  db.transaction = transactions.transaction.bind(transactions);
  return {
    db,
    relaxed: drizzlePostgres(relaxedClient, drizzleOptions) as unknown as Database,
    driver: 'postgres',
    async migrate() {
      if (await hasEveryMigration(db)) return;
      // The lock is session-scoped: it is held on a connection of its own while the pool migrates.
      const lock = openSingleConnection(connectionOptionsOf(client));
      try {
        await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        await migratePostgres(statements, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lock.end();
      }
    },
    refreshStatistics: async () => {},
    close: async () => {
      await Promise.all([client.end(), transactionsClient.end(), relaxedClient.end()]);
    },
  };
}

/**
 * The embedded database's Drizzle driver and migrator, loaded only when the embedded database
 * is used: an instance on a PostgreSQL server starts without them.
 */
async function pgliteDriver() {
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { drizzlePglite: drizzle, migratePglite: migrate };
}

async function openPglite(thread: PgliteThread): Promise<DatabaseHandle> {
  const { drizzlePglite, migratePglite } = await pgliteDriver();
  const client: PgliteThread = {
    ...thread,
    query(...args) {
      assertNoOpenTransaction();
      return thread.query(...args);
    },
    exec(sql) {
      assertNoOpenTransaction();
      return thread.exec(sql);
    },
  };
  // Drizzle's PGlite driver takes any client that answers as PGlite does (pglite-thread.ts).
  const db = drizzlePglite({ client: client as unknown as PGlite, ...drizzleOptions });
  return {
    db,
    relaxed: db,
    driver: 'pglite',
    async migrate() {
      if (await hasEveryMigration(db)) return;
      await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
      try {
        await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
      }
    },
    async refreshStatistics() {
      await db.execute(sql`analyze`);
    },
    close: () => client.close(),
  };
}

/** The build's step: the migrated cluster new embedded databases are copied from. */
export async function makePgliteTemplate(): Promise<void> {
  const [{ PGlite }, { drizzlePglite, migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    pgliteDriver(),
  ]);
  await makePgliteTemplateIn(async (templateDir) => {
    const client = await PGlite.create({ dataDir: templateDir });
    await migratePglite(drizzlePglite(client, drizzleOptions), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    await client.close();
  }, MIGRATIONS_FOLDER);
}
