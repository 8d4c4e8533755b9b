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
  /** Ends the current thread as a crash would (the recovery test's fault). */
  endThread(): Promise<void>;
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

type Waiter = { resolve(value: unknown): void; reject(error: Error): void };

/**
 * Starts PGlite on a thread of its own (pglite-worker.ts, decision 0024) and answers a client
 * that Drizzle's PGlite driver takes as if it were PGlite itself.
 *
 * A thread that dies (an uncaught error, memory exhausted) is replaced when the database lives
 * in a folder: what it was answering is refused as a lost connection (503), as a PostgreSQL
 * server's restart would, and the next statements wait for the new thread, which opens the same
 * files and recovers them as PostgreSQL does after a crash. A transaction begun on the dead
 * thread is never continued on the new one. An in-memory database (tests) died with its thread.
 */
export async function openPgliteThread(data: PgliteWorkerData): Promise<PgliteThread> {
  // From source (tests, `npm run dev`) the thread compiles its TypeScript; the build bundles it.
  const isSource = import.meta.url.endsWith('.ts');
  const entry = new URL(
    isSource ? './pglite-worker-source.mjs' : './pglite-worker.js',
    import.meta.url,
  );
  const pending = new Map<number, Waiter>();
  let lastId = 0;
  let lastTransaction = 0;
  let isClosing = false;
  /** The current thread, counted from 1: a transaction belongs to the thread it began on. */
  let generation = 0;
  let worker: Worker;
  let ready: Promise<void>;
  /** Set once no thread will answer again: the database closed, or died in memory. */
  let gone: WireError | undefined;

  const refuseAll = (error: WireError) => {
    for (const waiter of pending.values()) waiter.reject(errorFrom(error));
    pending.clear();
  };

  function start(): Promise<void> {
    const thread = new Worker(entry, { workerData: data });
    worker = thread;
    generation += 1;
    thread.on('message', (reply: PgliteReply) => {
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      if ('error' in reply) waiter.reject(errorFrom(reply.error));
      else waiter.resolve(reply.result);
    });
    let failure = THREAD_GONE;
    thread.on('error', (error) => {
      failure = { ...THREAD_GONE, message: `${THREAD_GONE.message}: ${error.message}` };
    });
    thread.on('exit', () => {
      if (worker !== thread) return;
      refuseAll(failure);
      if (isClosing || !data.dataDir) {
        gone = failure;
        return;
      }
      ready = start();
      // A thread that cannot open the database refuses until a later one can.
      ready.catch(() => undefined);
    });
    // The thread answers id 0 once the database is open (or could not be).
    return new Promise<void>((resolve, reject) => {
      pending.set(0, { resolve: () => resolve(), reject });
    });
  }

  async function ask<T>(request: PgliteRequest, onGeneration?: number): Promise<T> {
    await ready;
    // Checked after the wait: the thread may have gone for good meanwhile.
    if (gone) throw errorFrom(gone);
    if (onGeneration !== undefined && onGeneration !== generation) throw errorFrom(THREAD_GONE);
    return new Promise<T>((resolve, reject) => {
      pending.set(request.id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage(request);
    });
  }

  const clientIn = (tx: number | undefined, onGeneration?: number): PgliteClient => ({
    query: (sql, params = [], options = {}) =>
      ask(
        {
          id: ++lastId,
          tx,
          op: 'query',
          query: {
            sql,
            params,
            rowMode: options.rowMode ?? 'object',
            rawTypes: rawTypesOf(options.parsers),
          },
        },
        onGeneration,
      ),
    exec: (sql) => ask({ id: ++lastId, tx, op: 'exec', sql }, onGeneration),
  });

  ready = start();
  await ready;

  return {
    ...clientIn(undefined),
    async transaction(work) {
      await ready;
      const onGeneration = generation;
      const tx = ++lastTransaction;
      await ask({ id: ++lastId, op: 'begin', tx }, onGeneration);
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work(clientIn(tx, onGeneration));
      } catch (error) {
        await ask({ id: ++lastId, op: 'rollback', tx }, onGeneration).catch(() => undefined);
        throw error;
      }
      await ask({ id: ++lastId, op: 'commit', tx }, onGeneration);
      return result;
    },
    async close() {
      isClosing = true;
      if (!gone) await ask({ id: ++lastId, op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
    endThread: () => worker.terminate().then(() => undefined),
  };
}
