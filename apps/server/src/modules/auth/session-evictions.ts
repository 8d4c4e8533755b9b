import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import pg from 'pg';
import type { Database } from '../../db/database';
import { afterCommit } from '../../db/transaction-context';
import type { Eviction } from './session-cache';

/** The channel name, in PostgreSQL (LISTEN/NOTIFY) and in Redis (pub/sub) alike. */
export const EVICTION_CHANNEL = 'academy_session_evictions';

/**
 * How an instance tells every instance (itself included) that sessions ended, and hears the
 * others. `isLive` is false while evictions from others might be missed (the listening
 * connection is down): the session cache is bypassed until it is back.
 */
export interface EvictionChannel {
  readonly kind: 'local' | 'postgres' | 'redis';
  isLive(): boolean;
  /**
   * Announces an eviction from inside the unit of work that revoked (`executor`, the database or
   * the open transaction): it reaches other instances only once that work has committed.
   */
  publish(eviction: Eviction, executor: Database): Promise<void>;
  /** `onEviction` for every eviction heard; `onLive` whenever the channel comes up or goes down. */
  listen(handlers: { onEviction(eviction: Eviction): void; onLive(live: boolean): void }): void;
  close(): Promise<void>;
}

type Handlers = Parameters<EvictionChannel['listen']>[0];

/** An eviction on the wire, with the id its sender waits to hear back. */
type Message = { eviction: Eviction; nonce: string };

function parseMessage(payload: string): Message | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return undefined;
    const { eviction, nonce } = value as { eviction?: Record<string, unknown>; nonce?: unknown };
    if (typeof nonce !== 'string' || typeof eviction !== 'object' || eviction === null) {
      return undefined;
    }
    if (Number.isInteger(eviction.sessionId)) {
      return { eviction: { sessionId: eviction.sessionId as number }, nonce };
    }
    if (!Number.isInteger(eviction.userId)) return undefined;
    const userId = eviction.userId as number;
    return {
      eviction: Number.isInteger(eviction.exceptSessionId)
        ? { userId, exceptSessionId: eviction.exceptSessionId as number }
        : { userId },
      nonce,
    };
  } catch {
    return undefined;
  }
}

/** How long a revocation waits to hear its own eviction come back before answering anyway. */
const ECHO_TIMEOUT_MS = 1_000;
const SETTLE_MS = 5;
/** How long an eviction that was never sent (its revocation rolled back) is remembered. */
const FORGET_MS = 60_000;

/**
 * A revocation answers once its eviction came back to this instance through the channel: the
 * channel handed it to every listener at the same moment, so the client's next request, to
 * whichever instance, finds that instance told. The sender expects its echo before sending: on
 * PostgreSQL the notification can arrive on the listening connection before the revoking
 * commit's own answer, and an echo nobody expected yet would be dropped, leaving the revocation
 * waiting the whole second.
 */
export function evictionEchoes() {
  const expected = new Map<string, { heard: boolean; done?: () => void }>();
  return {
    message(eviction: Eviction): Message {
      const nonce = randomUUID();
      expected.set(nonce, { heard: false });
      setTimeout(() => expected.delete(nonce), FORGET_MS).unref();
      return { eviction, nonce };
    },
    wait(nonce: string, live: boolean): Promise<void> {
      const entry = expected.get(nonce);
      if (!live || !entry) {
        expected.delete(nonce);
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          expected.delete(nonce);
          resolve();
        };
        const timer = setTimeout(done, ECHO_TIMEOUT_MS);
        entry.done = done;
        // Heard before the commit answered: the other listeners may still be reading it.
        if (entry.heard) setTimeout(done, SETTLE_MS);
      });
    },
    heard(nonce: string) {
      const entry = expected.get(nonce);
      if (!entry) return;
      entry.heard = true;
      // The other listeners were handed it at the same moment; a few milliseconds more let
      // them read it before the revocation answers.
      if (entry.done) setTimeout(entry.done, SETTLE_MS);
    },
    /** The channel went down: nobody waits for what may never come. */
    releaseAll() {
      for (const entry of [...expected.values()]) entry.done?.();
    },
  };
}

/**
 * One process on the embedded database: there is nobody else to tell (the revoking instance
 * always evicts its own cache once the revocation commits).
 */
export function localEvictions(): EvictionChannel {
  return {
    kind: 'local',
    isLive: () => true,
    async publish() {},
    listen() {},
    async close() {},
  };
}

const RECONNECT_MS = { first: 100, max: 2_000 };

/**
 * PostgreSQL LISTEN/NOTIFY on a connection of its own, opened with the pool's settings. The
 * notification is sent inside the revoking transaction, so PostgreSQL delivers it exactly when
 * the revocation commits, and never when it rolls back.
 */
export function postgresEvictions(pool: pg.Pool): EvictionChannel {
  let handlers: Handlers | undefined;
  let client: pg.Client | undefined;
  let live = false;
  const echo = evictionEchoes();
  let closed = false;
  let retryMs = RECONNECT_MS.first;
  let timer: NodeJS.Timeout | undefined;

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    if (!value) echo.releaseAll();
    handlers?.onLive(value);
  };

  function lost(lostClient: pg.Client) {
    if (client !== lostClient) return;
    client = undefined;
    setLive(false);
    lostClient.end().catch(() => undefined);
    if (closed) return;
    timer = setTimeout(connect, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MS.max);
  }

  async function connect() {
    timer = undefined;
    if (closed) return;
    const next = new pg.Client(pool.options);
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (notification) => {
      const message = notification.payload ? parseMessage(notification.payload) : undefined;
      if (!message) return;
      handlers?.onEviction(message.eviction);
      echo.heard(message.nonce);
    });
    try {
      await next.connect();
      await next.query(`listen ${EVICTION_CHANNEL}`);
      if (client !== next || closed) return;
      retryMs = RECONNECT_MS.first;
      setLive(true);
    } catch {
      lost(next);
    }
  }

  return {
    kind: 'postgres',
    isLive: () => live,
    async publish(eviction, executor) {
      const message = echo.message(eviction);
      await executor.execute(
        sql`select pg_notify(${EVICTION_CHANNEL}, ${JSON.stringify(message)})`,
      );
      await afterCommit(executor, () => echo.wait(message.nonce, live));
    },
    listen(given) {
      handlers = given;
      void connect();
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      setLive(false);
      await current?.end().catch(() => undefined);
    },
  };
}

/**
 * Redis pub/sub: published once the revocation has committed, heard on a subscriber connection
 * of its own. Chosen when REDIS_URL is set, as it works too where LISTEN does not (PostgreSQL
 * behind a transaction-pooling proxy).
 */
export function redisEvictions(redis: Redis): EvictionChannel {
  let handlers: Handlers | undefined;
  let live = false;
  let closed = false;
  const echo = evictionEchoes();
  const subscriber = redis.duplicate({ autoResubscribe: false, lazyConnect: true });
  subscriber.on('error', () => undefined);

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    if (!value) echo.releaseAll();
    handlers?.onLive(value);
  };

  async function subscribe() {
    try {
      await subscriber.subscribe(EVICTION_CHANNEL);
      if (!closed && subscriber.status === 'ready') setLive(true);
    } catch {
      setLive(false);
    }
  }

  subscriber.on('ready', () => void subscribe());
  for (const event of ['close', 'end', 'reconnecting'] as const) {
    subscriber.on(event, () => setLive(false));
  }
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel !== EVICTION_CHANNEL) return;
    const message = parseMessage(payload);
    if (!message) return;
    handlers?.onEviction(message.eviction);
    echo.heard(message.nonce);
  });

  return {
    kind: 'redis',
    isLive: () => live,
    async publish(eviction, executor) {
      const message = echo.message(eviction);
      await afterCommit(executor, async () => {
        const heard = echo.wait(message.nonce, live);
        try {
          await redis.publish(EVICTION_CHANNEL, JSON.stringify(message));
        } catch {
          echo.heard(message.nonce);
        }
        await heard;
      });
    },
    listen(given) {
      handlers = given;
      subscriber.connect().catch(() => undefined);
    },
    async close() {
      closed = true;
      setLive(false);
      subscriber.disconnect();
    },
  };
}

/** The channel for this deployment: Redis when configured, else PostgreSQL's own, else none needed. */
export function evictionChannelFor(db: Database, redis?: Redis): EvictionChannel {
  if (redis) return redisEvictions(redis);
  const pool = (db as { $client?: unknown }).$client;
  if (pool instanceof pg.Pool) return postgresEvictions(pool);
  return localEvictions();
}
