import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type { WireError, WireQuery } from './pglite-wire';

export interface PgliteWorkerData {
  /** Where the cluster lives; null keeps it in memory. */
  dataDir: string | null;
}

/** What the main thread asks of the database thread; `tx` names the transaction it runs in. */
type PgliteCommand = { tx?: number } & (
  | { op: 'query'; query: WireQuery }
  | { op: 'exec'; sql: string }
  | { op: 'begin' | 'commit' | 'rollback'; tx: number }
  | { op: 'close' }
);

/** A command as it crosses to the thread, numbered so its reply finds its way back. */
export type PgliteRequest = { id: number } & PgliteCommand;

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
 * The database thread and the threads that replace it (see openPgliteThread): it numbers what
 * is asked, matches each reply to its waiter, and knows which thread (generation) answers now.
 */
interface ThreadRunner {
  /** Sends once the current thread is ready; refused if it is no longer thread `onGeneration`. */
  ask<T>(command: PgliteCommand, onGeneration?: number): Promise<T>;
  /** Waits until the current thread has the database open, and answers its generation. */
  current(): Promise<number>;
  close(): Promise<void>;
  end(): Promise<void>;
}

/** From source (tests, `npm run dev`) the thread compiles its TypeScript; the build bundles it. */
function workerEntry(): URL {
  const isSource = import.meta.url.endsWith('.ts');
  return new URL(isSource ? './pglite-worker-source.mjs' : './pglite-worker.js', import.meta.url);
}

/** Hands a reply to whoever waits for it. */
function settle(pending: Map<number, Waiter>, reply: PgliteReply) {
  const waiter = pending.get(reply.id);
  if (!waiter) return;
  pending.delete(reply.id);
  if ('error' in reply) waiter.reject(errorFrom(reply.error));
  else waiter.resolve(reply.result);
}

/** Refuses every request the thread still owed an answer. */
function refuseAll(pending: Map<number, Waiter>, error: WireError) {
  for (const waiter of pending.values()) waiter.reject(errorFrom(error));
  pending.clear();
}

/** The thread answers id 0 once the database is open (or could not be). */
function opened(pending: Map<number, Waiter>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
}

/** Starts the database thread now, and a new one whenever the current one exits over a folder. */
function createThreadRunner(data: PgliteWorkerData): ThreadRunner {
  const entry = workerEntry();
  const pending = new Map<number, Waiter>();
  let lastId = 0;
  let isClosing = false;
  /** The current thread, counted from 1: a transaction belongs to the thread it began on. */
  let generation = 0;
  let worker: Worker;
  let ready: Promise<void>;
  /** Set once no thread will answer again: the database closed, or died in memory. */
  let gone: WireError | undefined;

  function start(): Promise<void> {
    const thread = new Worker(entry, { workerData: data });
    worker = thread;
    generation += 1;
    thread.on('message', (reply: PgliteReply) => settle(pending, reply));
    let failure = THREAD_GONE;
    thread.on('error', (error) => {
      failure = { ...THREAD_GONE, message: `${THREAD_GONE.message}: ${error.message}` };
    });
    thread.on('exit', () => {
      if (worker !== thread) return;
      refuseAll(pending, failure);
      if (isClosing || !data.dataDir) {
        gone = failure;
        return;
      }
      ready = start();
      // A thread that cannot open the database refuses until a later one can.
      ready.catch(() => undefined);
    });
    return opened(pending);
  }

  async function ask<T>(command: PgliteCommand, onGeneration?: number): Promise<T> {
    const request: PgliteRequest = { id: ++lastId, ...command };
    await ready;
    // Checked after the wait: the thread may have gone for good meanwhile.
    if (gone) throw errorFrom(gone);
    if (onGeneration !== undefined && onGeneration !== generation) throw errorFrom(THREAD_GONE);
    return new Promise<T>((resolve, reject) => {
      pending.set(request.id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage(request);
    });
  }

  ready = start();
  return {
    ask,
    async current() {
      await ready;
      return generation;
    },
    async close() {
      isClosing = true;
      if (!gone) await ask({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
    end: () => worker.terminate().then(() => undefined),
  };
}

/** A client whose statements run in transaction `tx` (none: outside any) on thread `onGeneration`. */
function clientOn(runner: ThreadRunner, tx?: number, onGeneration?: number): PgliteClient {
  return {
    query: (sql, params = [], options = {}) =>
      runner.ask(
        {
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
    exec: (sql) => runner.ask({ tx, op: 'exec', sql }, onGeneration),
  };
}

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
  const runner = createThreadRunner(data);
  await runner.current();
  let lastTransaction = 0;

  return {
    ...clientOn(runner),
    async transaction(work) {
      const onGeneration = await runner.current();
      const tx = ++lastTransaction;
      await runner.ask({ op: 'begin', tx }, onGeneration);
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work(clientOn(runner, tx, onGeneration));
      } catch (error) {
        await runner.ask({ op: 'rollback', tx }, onGeneration).catch(() => undefined);
        throw error;
      }
      await runner.ask({ op: 'commit', tx }, onGeneration);
      return result;
    },
    close: runner.close,
    endThread: runner.end,
  };
}
