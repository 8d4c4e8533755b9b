import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DEFAULT_PIPELINES, DEFAULT_POOL_SIZE } from '../config';
import { POOL_FULL_CODE } from './database-errors';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import { nameStatements } from './named-statements';
import { makePgliteTemplateIn } from './pglite-template';
import { openPgliteThread, type PgliteThread } from './pglite-thread';
import { openPipelines, type SendStatement } from './pipelines';
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
  return openPglite('thread' in target ? target.thread : openPgliteThread(target));
}

/**
 * How long a request waits for another request's pooled connection before it is answered 503
 * with Retry-After (decisions 0028, 0037): an overloaded instance says so in half a second, where
 * 10 s (and then 2 s) let clients time out behind a queue that only grew.
 */
export const POOL_WAIT_MS = 500;

/**
 * How long opening a new connection to the server may take: a separate, longer limit, as a
 * connection is opened rarely (at start, after a restart of the server) and a loaded machine
 * may take a while to start a backend.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Requests that may wait for one pooled connection. Past that the queue is longer than the pool
 * works off in well under a second, and a newcomer is answered 503 at once (it retries, or the
 * balancer sends it to another instance) instead of waiting to be refused (decision 0028).
 */
export const POOL_QUEUE_PER_CONNECTION = 64;

type ConnectCallback = (
  error: Error | undefined,
  client?: pg.PoolClient,
  release?: () => void,
) => void;

interface PoolBounds {
  size: number;
  queueLimit: number;
  waitMs: number;
}

const poolBusy = (message: string) => Object.assign(new Error(message), { code: POOL_FULL_CODE });

/**
 * Bounds the wait for a connection: refused at once while `queueLimit` requests already wait
 * for one, and refused after `waitMs` when no connection was handed over by then. A connection
 * handed over too late goes straight back to the pool, to the next in line. Opening a new
 * connection is not a wait for another request's, and keeps pg's own, longer limit. Every
 * transaction passes here (statements outside one are pipelined, `pipelines.ts`).
 */
function boundWaits(pool: pg.Pool, { size, queueLimit, waitMs }: PoolBounds) {
  const connect = pool.connect.bind(pool) as (callback: ConnectCallback) => void;
  const admit = (callback: ConnectCallback) => {
    if (pool.waitingCount >= queueLimit) {
      process.nextTick(callback, poolBusy('too many requests wait for a database connection'));
      return;
    }
    let isAnswered = false;
    const mustWait = pool.idleCount === 0 && pool.totalCount >= size;
    const timer = mustWait
      ? setTimeout(() => {
          isAnswered = true;
          callback(poolBusy('no database connection was free in time'));
        }, waitMs)
      : undefined;
    connect((error, client, release) => {
      clearTimeout(timer);
      if (!isAnswered) callback(error, client, release);
      else release?.();
    });
  };
  pool.connect = ((callback?: ConnectCallback) => {
    if (callback) return admit(callback);
    return new Promise((resolve, reject) =>
      admit((error, client) => (error ? reject(error) : resolve(client as pg.PoolClient))),
    );
  }) as typeof pool.connect;
}

interface PostgresSettings {
  /** Connections for transactions, each held by one while it runs. */
  poolSize: number;
  /** Connections the statements outside transactions are pipelined on. */
  pipelines: number;
  waitMs: number;
  /** Settings every connection starts with (`-c name=value`). */
  options?: string;
}

/**
 * A PostgreSQL server as Drizzle's `pg.Pool`: its own `connect` lends a connection to a
 * transaction (and to the migrator), its `query` — every statement outside a transaction — goes
 * to the pipelined connections, and to a pooled one only when none of those can take it.
 */
function openPool(url: string, { poolSize, pipelines, waitMs, options }: PostgresSettings) {
  const settings = {
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(options ? { options } : {}),
  };
  const pool = new pg.Pool({ ...settings, max: poolSize });
  // A connection the server closes (restart, failover, terminated backend) reports an 'error'
  // event, and an unhandled one kills the process. The pool listens on idle connections; a
  // connection checked out by a transaction has no listener but this one. The query using it
  // rejects on its own (answered 503), and the pool drops the broken connection on release and
  // connects anew for the next query.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  boundWaits(pool, {
    size: poolSize,
    queueLimit: poolSize * POOL_QUEUE_PER_CONNECTION,
    waitMs,
  });
  const statements = openPipelines(settings, {
    count: pipelines,
    waitMs,
    overflow: pool.query.bind(pool) as SendStatement,
  });
  pool.query = statements.query as typeof pool.query;
  nameStatements(pool);
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    assertNoOpenTransaction();
    return query(...args);
  }) as typeof pool.query;
  return { pool, end: () => Promise.all([statements.end(), pool.end()]) };
}

function openPostgres(url: string, settings: PostgresSettings): DatabaseHandle {
  const { pool, end } = openPool(url, settings);
  const relaxed = openPool(url, {
    poolSize: 1,
    pipelines: 1,
    waitMs: settings.waitMs,
    options: '-c synchronous_commit=off',
  });
  const db = drizzlePg(pool, drizzleOptions);
  return {
    db,
    relaxed: drizzlePg(relaxed.pool, drizzleOptions),
    driver: 'postgres',
    async migrate() {
      if (await hasEveryMigration(db)) return;
      // The lock is session-scoped, so take it and migrate on one dedicated connection.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg(client, drizzleOptions), {
            migrationsFolder: MIGRATIONS_FOLDER,
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    refreshStatistics: async () => {},
    close: async () => {
      await Promise.all([end(), relaxed.end()]);
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

/**
 * The embedded database, handed out while its thread is still opening it: statements wait for
 * the open (so the start builds the app meanwhile), and a thread that could not open the
 * database refuses them with the reason.
 */
async function openPglite(opening: Promise<PgliteThread>): Promise<DatabaseHandle> {
  let opened: PgliteThread | undefined;
  opening.then(
    (thread) => {
      opened = thread;
    },
    () => undefined,
  );
  const withThread = <T>(use: (thread: PgliteThread) => Promise<T>): Promise<T> =>
    opened ? use(opened) : opening.then(use);
  const { drizzlePglite, migratePglite } = await pgliteDriver();
  const client: PgliteThread = {
    query(...args) {
      assertNoOpenTransaction();
      return withThread((thread) => thread.query(...args));
    },
    exec(sql) {
      assertNoOpenTransaction();
      return withThread((thread) => thread.exec(sql));
    },
    transaction: (work) => withThread((thread) => thread.transaction(work)),
    close: () => withThread((thread) => thread.close()),
    endThread: () => withThread((thread) => thread.endThread()),
  };
  // Drizzle's PGlite driver takes any client that answers as PGlite does (pglite-thread.ts).
  const db = drizzlePglite({ client: client as unknown as PGlite, ...drizzleOptions });
  return {
    db,
    relaxed: db,
    driver: 'pglite',
    async migrate() {
      // A database that could not be opened says so itself, not as a failed query.
      await opening;
      if (await hasEveryMigration(db)) return;
      await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
      try {
        await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
      }
    },
    // The academy's own tables only: the system catalogs' statistics serve no statement of ours,
    // and analyzing them took nine tenths of the time, while the first requests queued behind it.
    async refreshStatistics() {
      const tables = await db.execute<{ name: string }>(
        sql`select tablename as name from pg_tables where schemaname = 'public'`,
      );
      if (tables.rows.length === 0) return;
      const names = tables.rows.map(({ name }) => sql.identifier(name));
      await db.execute(sql`analyze ${sql.join(names, sql`, `)}`);
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
