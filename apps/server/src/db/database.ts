import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../lib/server-root';
import { pgliteTemplate, writePgliteTemplate } from './pglite-template';
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
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations while holding a cluster-wide advisory lock. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string } | { dataDir: string | null };

const MIGRATIONS_FOLDER = path.join(serverRoot, 'drizzle');

/** How many migrations this build ships: a database with fewer applied cannot serve it. */
export const shippedMigrationCount: number = JSON.parse(
  readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
).entries.length;
export const drizzleOptions = { casing: 'snake_case' } as const;
/** Any constant works; it only has to be the same for every instance of this app. */
const MIGRATION_LOCK_KEY = 7_305_1931;

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite (in memory when dataDir is null). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) return openPostgres(target.url);
  return openPglite(target.dataDir);
}

function openPostgres(url: string): DatabaseHandle {
  // A request waits at most 10 s for a connection, then answers 503 rather than hanging.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // A connection the server closes (restart, failover, terminated backend) reports an 'error'
  // event, and an unhandled one kills the process. The pool listens on idle connections; a
  // connection checked out by a transaction has no listener but this one. The query using it
  // rejects on its own (answered 503), and the pool drops the broken connection on release and
  // connects anew for the next query.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    assertNoOpenTransaction();
    return query(...args);
  }) as typeof pool.query;
  return {
    db: drizzlePg(pool, drizzleOptions),
    driver: 'postgres',
    async migrate() {
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
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const isNew = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const template = isNew ? pgliteTemplate(MIGRATIONS_FOLDER) : undefined;
  const client = await PGlite.create({
    ...(dataDir ? { dataDir: path.resolve(dataDir) } : {}),
    ...(template ? { loadDataDir: template } : {}),
  });
  for (const method of ['query', 'exec'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      assertNoOpenTransaction();
      return original(...args);
    };
  }
  const db = drizzlePglite(client, drizzleOptions);
  return {
    db,
    driver: 'pglite',
    async migrate() {
      await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
      try {
        await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
      }
    },
    close: () => client.close(),
  };
}

/**
 * The build's step: a fresh in-memory cluster with every migration applied, dumped for new
 * embedded databases to start from (see pglite-template.ts).
 */
export async function makePgliteTemplate(): Promise<void> {
  const client = await PGlite.create();
  await migratePglite(drizzlePglite(client, drizzleOptions), {
    migrationsFolder: MIGRATIONS_FOLDER,
  });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  writePgliteTemplate(new Uint8Array(await dump.arrayBuffer()), MIGRATIONS_FOLDER);
}
