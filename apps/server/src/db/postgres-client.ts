import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PostgresJsPreparedQuery } from 'drizzle-orm/postgres-js';
import postgres, { type PendingQuery, type Row } from 'postgres';
import { POOL_FULL_CODE } from './database-errors';
import { isPlannedPerTerm } from './search';

/** A client of a PostgreSQL server: postgres.js's pool of connections (decision 0021). */
export type PostgresClient = postgres.Sql;

/**
 * The mark `scripts/patch-postgres.mjs` (run by `npm ci`) leaves in the postgres.js files it
 * mends. Unmended, a connection lost at the wrong moment ends the process or reports a committed
 * transaction as failed (decision 0021).
 */
const MENDED_MARK = 'academy: mended by scripts/patch-postgres.mjs';

/** The installed postgres.js package's folder. */
const installedPackage = () =>
  path.resolve(path.dirname(createRequire(import.meta.url).resolve('postgres')), '../..');

/** Refuses to go on with a postgres.js whose files were not mended (installed with --ignore-scripts). */
export function assertMended(packageFolder: string = installedPackage()): void {
  for (const file of ['src/connection.js', 'src/index.js']) {
    if (!readFileSync(path.join(packageFolder, file), 'utf8').includes(MENDED_MARK)) {
      throw new Error(
        `${path.join(packageFolder, file)} is not mended: run npm ci, or node scripts/patch-postgres.mjs`,
      );
    }
  }
}

/** Statements with more parameters than this (bulk inserts) are not kept prepared. */
const MAX_PREPARED_PARAMETERS = 32;

/**
 * How long opening a new connection to the server may take, in seconds: a separate, longer limit
 * than the wait for a busy one, as a connection is opened rarely (at start, after a restart of
 * the server) and a loaded machine may take a while to start a backend.
 */
const CONNECT_TIMEOUT_SECONDS = 5;

export interface ClientBounds {
  /** Connections the client opens at most. */
  size: number;
  /** Statements that may wait for a connection before a newcomer is refused at once. */
  queueLimit: number;
  /** How long a statement waits for a connection before it is refused. */
  waitMs: number;
}

type Statement = PendingQuery<Row[]> & {
  state: unknown;
  cancelled: unknown;
  handler: (statement: Statement) => void;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
};
type Unsafe = (query: string, parameters?: unknown[], options?: { prepare?: boolean }) => Statement;

const poolBusy = (message: string) => Object.assign(new Error(message), { code: POOL_FULL_CODE });

/**
 * Whether a statement is kept prepared on its connection: every statement with parameters, so a
 * connection parses and plans it once and then only binds and executes it (the embedded database
 * does the same, decision 0024). Drizzle asks for it only on statements it names; ours are a fixed
 * set, so a connection keeps a few hundred at most. Bulk inserts and a search by grams, planned for
 * its term (`isPlannedPerTerm`), are left unprepared.
 */
function isKept(query: string, parameters: readonly unknown[]): boolean {
  return (
    parameters.length > 0 &&
    parameters.length <= MAX_PREPARED_PARAMETERS &&
    !isPlannedPerTerm(query)
  );
}

/** Makes `sql` (the pool, or a transaction's connection) keep its statements prepared. */
function keepPrepared<Sql extends { unsafe: unknown }>(sql: Sql): Sql {
  const unsafe = sql.unsafe as Unsafe;
  const keeping: Unsafe = (query, parameters = [], options = {}) =>
    unsafe(query, parameters, {
      ...options,
      prepare: options.prepare === true || isKept(query, parameters),
    });
  sql.unsafe = keeping as Sql['unsafe'];
  return sql;
}

/**
 * Bounds the wait for a connection (decisions 0028, 0037). A statement goes to an idle
 * connection, else is pipelined behind the statements a busy one is running (up to postgres.js's
 * `max_pipeline`); only when every connection is held by a transaction or full does it wait in
 * the client's queue. From there it is refused after `waitMs`, and a newcomer is refused at once
 * while `queueLimit` statements already wait: an overloaded instance says so with a 503 in half a
 * second instead of letting clients time out behind a queue that only grows. A refused statement
 * never reaches the server. Until the server first answered, the statements wait for the first
 * connections to open instead, which the client's `connect_timeout` bounds.
 */
function boundWaits(
  client: PostgresClient,
  { queueLimit, waitMs }: ClientBounds,
  beforeStatement: () => void,
): void {
  const unsafe = client.unsafe as Unsafe;
  let hasAnswered = false;
  const waiting = new Set<Statement>();
  const waitingCount = () => {
    for (const statement of waiting) {
      if (statement.state !== null || statement.cancelled) waiting.delete(statement);
    }
    return waiting.size;
  };
  const refuse = (statement: Statement, message: string) => {
    const reject = statement.reject;
    statement.reject = () => reject(poolBusy(message));
    statement.cancel();
  };
  const watch = (statement: Statement) => {
    setTimeout(() => {
      if (statement.state !== null || statement.cancelled) return;
      if (hasAnswered) refuse(statement, 'no database connection was free in time');
      else watch(statement);
    }, waitMs).unref();
  };
  const bounded: Unsafe = (query, parameters, options) => {
    beforeStatement();
    const statement = unsafe(query, parameters, options);
    const { resolve, handler } = statement;
    statement.resolve = (value) => {
      hasAnswered = true;
      resolve(value);
    };
    statement.handler = (self) => {
      if (waitingCount() >= queueLimit) {
        statement.reject(poolBusy('too many requests wait for a database connection'));
        return;
      }
      handler(self);
      if (statement.state !== null) return;
      waiting.add(statement);
      watch(statement);
    };
    return statement;
  };
  client.unsafe = bounded as unknown as PostgresClient['unsafe'];
}

interface ClientOptions {
  /** Settings every connection starts with (e.g. `synchronous_commit`). */
  settings?: Record<string, string>;
  /** Runs before each statement sent on the pool itself (not on a transaction's connection). */
  beforeStatement?: () => void;
}

/**
 * How long a connection lost while it was being opened waits before it tries again, in seconds:
 * from 50 ms, doubling with every loss in a row, at most the half second a statement waits for a
 * connection. postgres.js's own backoff grows to 20 s, which after a burst of lost connections
 * (a database server restarting) kept the pool refusing for seconds after the server was back.
 */
const reconnectSeconds = (lossesInARow: number) => Math.min(0.05 * 2 ** lossesInARow, 0.5);

/**
 * The URL postgres.js takes, and the Unix socket to reach the server on. A server on the same
 * machine is reached on its socket as libpq writes it, `?host=/var/run/postgresql`; postgres.js
 * would send that `host` to the server as a setting, which refuses it.
 */
export function addressOf(url: string): { url: string; path?: string } {
  const parsed = new URL(url);
  const folder = parsed.searchParams.get('host');
  if (!folder?.startsWith('/')) return { url };
  parsed.searchParams.delete('host');
  return { url: parsed.toString(), path: `${folder}/.s.PGSQL.${parsed.port || 5432}` };
}

/** Opens a client of the server at `url`, with its statements kept prepared and its waits bounded. */
export function openPostgresClient(
  url: string,
  bounds: ClientBounds,
  { settings, beforeStatement = () => {} }: ClientOptions = {},
): PostgresClient {
  const address = addressOf(url);
  const client = postgres(address.url, {
    ...(address.path ? { path: address.path } : {}),
    max: bounds.size,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    // No query of array types on each new connection: our statements take and answer no
    // PostgreSQL arrays, and postgres.js drops that query's failure where nobody can catch it
    // (a backend ended meanwhile ended the process).
    fetch_types: false,
    backoff: reconnectSeconds,
    onnotice: () => {},
    ...(settings ? { connection: settings } : {}),
  });
  keepPrepared(client);
  boundWaits(client, bounds, beforeStatement);
  const begin = client.begin.bind(client) as (...args: unknown[]) => Promise<unknown>;
  client.begin = ((...args: unknown[]) => {
    const work = args.pop() as (transaction: PostgresClient) => unknown;
    return begin(...args, (transaction: PostgresClient) => work(keepPrepared(transaction)));
  }) as PostgresClient['begin'];
  return client;
}

/**
 * Where and how to connect: a pool's own options, or the parts of a URL. `onnotify` is
 * postgres.js's own option for every notification a connection receives, which its `listen`
 * uses and its typings leave out.
 */
export type ConnectionOptions = postgres.Options<Record<string, never>> & {
  onnotify?: (channel: string, payload: string) => void;
};

/** A pool's options, as a one-connection client of the same server takes them. */
export const connectionOptionsOf = (client: PostgresClient) =>
  client.options as unknown as ConnectionOptions;

/**
 * A one-connection client with the same settings as a pool (`options`), for a session of its
 * own: the migration lock, the LISTEN channel. `extra` adds or overrides settings (its handlers).
 */
export function openSingleConnection(
  options: ConnectionOptions,
  extra: ConnectionOptions = {},
): PostgresClient {
  return postgres({
    ...(options as postgres.Options<Record<string, never>>),
    max: 1,
    max_lifetime: null,
    onnotice: () => {},
    ...extra,
  });
}

/**
 * Drizzle's postgres.js driver answers raw SQL with the rows themselves, where the embedded
 * database's driver answers `{ rows }`. Every repository reads `.rows` whichever driver runs, so
 * here the rows of a statement without mapped fields also carry themselves as `rows`, a property
 * that is not enumerated (and stay the array Drizzle's own `$count` reads). This is the one place
 * that knows.
 */
const execute = PostgresJsPreparedQuery.prototype.execute;
PostgresJsPreparedQuery.prototype.execute = async function executeWithRows(
  this: PostgresJsPreparedQuery<never>,
  ...args: Parameters<typeof execute>
) {
  const result = await execute.apply(this, args);
  if ((this as unknown as { fields?: unknown }).fields || !Array.isArray(result)) return result;
  return Object.defineProperty(result, 'rows', { value: result });
};
