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
 * What a listening connection sends on PostgreSQL: it listens, then names itself after the
 * channel, so a revocation counts only connections that will hear it.
 */
export const LISTEN_FOR_EVICTIONS = `listen ${EVICTION_CHANNEL}; set application_name = ${EVICTION_CHANNEL}`;

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

/**
 * On the wire: an eviction with the id its sender waits to see acknowledged, or a listener's
 * acknowledgement that it has evicted.
 */
type Message = { eviction: Eviction; nonce: string } | { ack: string };

function parseMessage(payload: string): Message | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return undefined;
    const { eviction, nonce, ack } = value as {
      eviction?: Record<string, unknown>;
      nonce?: unknown;
      ack?: unknown;
    };
    if (typeof ack === 'string') return { ack };
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

/** How long a revocation waits for the listeners' acknowledgements before answering anyway. */
const ACK_TIMEOUT_MS = 1_000;
/** How long an eviction that was never sent (its revocation rolled back) is remembered. */
const FORGET_MS = 60_000;

/** A revocation's acknowledgements so far, how many it waits for, and how it answers. */
type PendingEviction = { acks: number; expected?: number; done?: () => void };

/**
 * A revocation answers once every listener the channel handed its eviction to has acknowledged
 * evicting it, itself included: the client's next request, to whichever instance, finds that
 * instance told. Acknowledgements may come before the sender knows how many to expect (on
 * PostgreSQL they can overtake the revoking commit's own answer), so they are counted from the
 * moment the eviction is made. A listener that dies before acknowledging holds the revocation
 * for at most a second.
 */
export function evictionAcks() {
  const pending = new Map<string, PendingEviction>();
  const settleIfComplete = (entry: PendingEviction) => {
    if (entry.expected !== undefined && entry.acks >= entry.expected) entry.done?.();
  };
  return {
    message(eviction: Eviction): { eviction: Eviction; nonce: string } {
      const nonce = randomUUID();
      pending.set(nonce, { acks: 0 });
      setTimeout(() => pending.delete(nonce), FORGET_MS).unref();
      return { eviction, nonce };
    },
    /** Resolves once `listeners` acknowledgements of `nonce` have come, or after a second. */
    wait(nonce: string, listeners: number, live: boolean): Promise<void> {
      const entry = pending.get(nonce);
      if (!live || !entry || listeners <= 0) {
        pending.delete(nonce);
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          pending.delete(nonce);
          resolve();
        };
        const timer = setTimeout(done, ACK_TIMEOUT_MS);
        entry.expected = listeners;
        entry.done = done;
        settleIfComplete(entry);
      });
    },
    acknowledged(nonce: string) {
      const entry = pending.get(nonce);
      if (!entry) return;
      entry.acks += 1;
      settleIfComplete(entry);
    },
    /** The channel went down: nobody waits for what may never come. */
    releaseAll() {
      for (const entry of [...pending.values()]) entry.done?.();
    },
  };
}

/**
 * What a listener does with a message: an eviction is applied, then acknowledged through
 * `acknowledge`; an acknowledgement is counted for the revocation waiting on it.
 */
function receive(
  payload: string,
  handlers: Handlers | undefined,
  acks: ReturnType<typeof evictionAcks>,
  acknowledge: (ack: string) => Promise<unknown>,
) {
  const message = parseMessage(payload);
  if (!message) return;
  if ('ack' in message) {
    acks.acknowledged(message.ack);
    return;
  }
  handlers?.onEviction(message.eviction);
  acknowledge(JSON.stringify({ ack: message.nonce })).catch(() => undefined);
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
 * the revocation commits, and never when it rolls back. The same statement counts the listeners
 * it will reach: a listening connection names itself after the channel once it listens, so every
 * connection counted before the commit hears the notification.
 */
export function postgresEvictions(pool: pg.Pool): EvictionChannel {
  let handlers: Handlers | undefined;
  let client: pg.Client | undefined;
  let live = false;
  const acks = evictionAcks();
  let closed = false;
  let retryMs = RECONNECT_MS.first;
  let timer: NodeJS.Timeout | undefined;

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    if (!value) acks.releaseAll();
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
    next.on('notification', ({ payload }) => {
      if (!payload) return;
      receive(payload, handlers, acks, (ack) =>
        next.query('select pg_notify($1, $2)', [EVICTION_CHANNEL, ack]),
      );
    });
    try {
      await next.connect();
      await next.query(LISTEN_FOR_EVICTIONS);
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
      const message = acks.message(eviction);
      const { rows } = await executor.execute<{ listeners: number }>(sql`
        select pg_notify(${EVICTION_CHANNEL}, ${JSON.stringify(message)}),
          (select count(*)::int from pg_stat_activity
            where datname = current_database() and application_name = ${EVICTION_CHANNEL}) as listeners
      `);
      const listeners = rows[0]?.listeners ?? 0;
      await afterCommit(executor, () => acks.wait(message.nonce, listeners, live));
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
 * of its own, acknowledged on the publishing one. Chosen when REDIS_URL is set, as it works too
 * where LISTEN does not (PostgreSQL behind a transaction-pooling proxy).
 */
export function redisEvictions(redis: Redis): EvictionChannel {
  let handlers: Handlers | undefined;
  let live = false;
  let closed = false;
  const acks = evictionAcks();
  const subscriber = redis.duplicate({ autoResubscribe: false, lazyConnect: true });
  subscriber.on('error', () => undefined);

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    if (!value) acks.releaseAll();
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
    receive(payload, handlers, acks, (ack) => redis.publish(EVICTION_CHANNEL, ack));
  });

  return {
    kind: 'redis',
    isLive: () => live,
    async publish(eviction, executor) {
      const message = acks.message(eviction);
      await afterCommit(executor, async () => {
        // Redis answers with the number of subscribers it handed the message to.
        const listeners = await redis
          .publish(EVICTION_CHANNEL, JSON.stringify(message))
          .catch(() => 0);
        await acks.wait(message.nonce, listeners, live);
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
