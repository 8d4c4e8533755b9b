import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type { WireError, WireQuery } from './pglite-wire';

export interface PgliteWorkerData {
  /** Where the cluster lives; null keeps it in memory. */
  dataDir: string | null;
}

/** What the main thread asks of the database thread; `tx` names the transaction it runs in. */
export type PgliteRequest = { id: number; tx?: number } & (
  | { op: 'query'; query: WireQuery }
  | { op: 'exec'; sql: string }
  | { op: 'begin' | 'commit' | 'rollback'; tx: number }
  | { op: 'close' }
);

export type PgliteReply = { id: number } & ({ result: unknown } | { error: WireError });

/** Drizzle's query options: the row shape, and parsers that keep some types as text. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (text: string) => unknown>;
}

/** What Drizzle's PGlite session calls on a client, and on the client of a transaction. */
export interface PgliteClient {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
}

export interface PgliteThread extends PgliteClient {
  transaction<T>(work: (tx: PgliteClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Drizzle reads dates and times from their text itself and asks for it with parsers that keep
 * the text. Only such parsers can cross to the database thread (as the list of their types); any
 * other would be silently dropped, so it is refused here.
 */
function rawTypesOf(parsers: QueryOptions['parsers']): number[] {
  if (!parsers) return [];
  return Object.entries(parsers).map(([type, parser]) => {
    if (parser('2000-01-01') !== '2000-01-01') {
      throw new Error(`a parser for type ${type} that changes the text cannot cross threads`);
    }
    return Number(type);
  });
}

/** A refusal from the database thread as the Error the rest of the server expects. */
function errorFrom(wire: WireError): Error {
  return Object.assign(new Error(wire.message), wire);
}

/** The database thread went away: every statement is refused as a lost connection (503). */
const THREAD_GONE: WireError = {
  message: 'Connection terminated: the database thread exited',
  code: '57P01',
};

/**
 * Starts PGlite on a thread of its own (pglite-worker.ts, decision 0024) and answers a client
 * that Drizzle's PGlite driver takes as if it were PGlite itself.
 */
export async function openPgliteThread(data: PgliteWorkerData): Promise<PgliteThread> {
  // From source (tests, `npm run dev`) the thread compiles its TypeScript; the build bundles it.
  const isSource = import.meta.url.endsWith('.ts');
  const entry = isSource ? './pglite-worker-source.mjs' : './pglite-worker.js';
  const worker = new Worker(new URL(entry, import.meta.url), { workerData: data });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let lastId = 0;
  let lastTransaction = 0;
  let gone: WireError | undefined;

  const settleAll = (error: WireError) => {
    gone = error;
    for (const waiter of pending.values()) waiter.reject(errorFrom(error));
    pending.clear();
  };
  worker.on('message', (reply: PgliteReply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if ('error' in reply) waiter.reject(errorFrom(reply.error));
    else waiter.resolve(reply.result);
  });
  worker.on('error', (error) =>
    settleAll({ ...THREAD_GONE, message: `${THREAD_GONE.message}: ${error.message}` }),
  );
  worker.on('exit', () => settleAll(THREAD_GONE));

  function ask<T>(request: PgliteRequest): Promise<T> {
    if (gone) return Promise.reject(errorFrom(gone));
    return new Promise<T>((resolve, reject) => {
      pending.set(request.id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage(request);
    });
  }

  const clientIn = (tx: number | undefined): PgliteClient => ({
    query: (sql, params = [], options = {}) =>
      ask({
        id: ++lastId,
        tx,
        op: 'query',
        query: {
          sql,
          params,
          rowMode: options.rowMode ?? 'object',
          rawTypes: rawTypesOf(options.parsers),
        },
      }),
    exec: (sql) => ask({ id: ++lastId, tx, op: 'exec', sql }),
  });

  // The thread answers id 0 once the database is open (or could not be).
  await new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });

  return {
    ...clientIn(undefined),
    async transaction(work) {
      const tx = ++lastTransaction;
      await ask({ id: ++lastId, op: 'begin', tx });
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work(clientIn(tx));
      } catch (error) {
        await ask({ id: ++lastId, op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
      await ask({ id: ++lastId, op: 'commit', tx });
      return result;
    },
    async close() {
      if (!gone) await ask({ id: ++lastId, op: 'close' });
      await worker.terminate();
    },
  };
}
