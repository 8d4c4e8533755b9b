import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** Where the counters live right now: shared in Redis, or this instance's own while Redis is away. */
export type RateLimitMode = 'shared' | 'local';

/**
 * Budgets of at most this many requests per window (sign-in, registration) are counted in Redis
 * on every request, exactly across instances; larger ones (the whole API's) are counted here and
 * added to Redis in batches, so a read does not pay a Redis round trip.
 */
export const EXACT_BUDGET_MAX = 50;
/** How long this instance's counts may wait before they are added to Redis. */
export const SYNC_EVERY_MS = 100;
/** Keys this instance keeps windows for (the least recently used go first). */
const MAX_KEYS = 50_000;

/** Adds `n` to a window's counter, starting the window on its first count; the total and its ttl. */
const ADD = `
local total = redis.call('INCRBY', KEYS[1], ARGV[1])
if total == tonumber(ARGV[1]) then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {total, tonumber(ARGV[2])}
end
return {total, redis.call('PTTL', KEYS[1])}
`;

type Counted = { current: number; ttl: number };
/** What the plugin hands a child store about its route (merged into its options). */
type RouteInfo = { method: string | string[]; url: string };
type Callback = (error: Error | null, result?: Counted) => void;

interface Window {
  endsAt: number;
  /** Every instance's count as Redis last told us (ours included up to then). */
  total: number;
  /** Our count not yet added to Redis. */
  pending: number;
  /** Our count on its way to Redis (in `total` once Redis answers). */
  sending: number;
}

declare module 'ioredis' {
  interface RedisCommander<Context> {
    academyBudgetAdd(key: string, n: number, windowMs: number): Promise<[number, number]>;
  }
}

/**
 * How the counters stand with Redis: shared while it is ready, local otherwise. Each change
 * between the two is logged once (`announce`), on Redis' events or when a request notices first.
 */
function watchRedis(redis: Redis | undefined, log: FastifyBaseLogger) {
  let announced: RateLimitMode = 'shared';
  const mode = (): RateLimitMode => (redis?.status === 'ready' ? 'shared' : 'local');
  const announce = (next: RateLimitMode, error?: unknown) => {
    if (!redis || announced === next) return;
    announced = next;
    if (next === 'local') {
      log.warn({ err: error }, 'Redis unreachable: rate limits fall back to per-instance counters');
    } else {
      log.info('Redis is back: rate limits are shared again');
    }
  };
  if (redis) {
    redis.defineCommand('academyBudgetAdd', { numberOfKeys: 1, lua: ADD });
    redis.on('ready', () => announce('shared'));
    redis.on('error', (error: unknown) => announce('local', error));
    redis.on('close', () => announce('local'));
  }
  return { mode, announce };
}

/** The key's current window, a fresh one once the last has ended. */
function windowOf(windows: LRUCache<string, Window>, key: string, windowMs: number, now: number) {
  const known = windows.get(key);
  if (known && known.endsAt > now) return known;
  const fresh = { endsAt: now + windowMs, total: 0, pending: 0, sending: 0 };
  windows.set(key, fresh);
  return fresh;
}

/** Adds what waits to Redis and learns every instance's total; on failure it waits longer. */
async function addPending(redis: Redis, key: string, window: Window, windowMs: number) {
  const n = window.pending;
  window.pending -= n;
  window.sending += n;
  try {
    const [total, ttl] = await redis.academyBudgetAdd(`academy-rate-limit:${key}`, n, windowMs);
    window.total = Math.max(window.total, total);
    if (ttl > 0) window.endsAt = Date.now() + ttl;
  } catch {
    window.pending += n;
  } finally {
    window.sending -= n;
  }
}

/**
 * The request budgets' counters, one fixed window per client (and per route with a budget of its
 * own), behind @fastify/rate-limit's public store interface. Without Redis they are this
 * instance's. With Redis they are shared: small budgets count there on every request; large ones
 * count here and add to Redis every 100 ms (or sooner, once a tenth of the budget waits), so an
 * instance may overshoot a large budget by what it counts in one batch, never a small one. While
 * Redis is away every budget is this instance's alone, and counting in Redis resumes when it is
 * back; each change is logged once, and `mode()` tells health.
 */
export function requestBudgets(redis: Redis | undefined, log: FastifyBaseLogger) {
  const windows = new LRUCache<string, Window>({ max: MAX_KEYS });
  const waiting = new Set<string>();
  let isFlushDue = false;
  const { mode, announce } = watchRedis(redis, log);

  const add = async (key: string, window: Window, windowMs: number) => {
    if (redis && window.pending > 0 && mode() === 'shared') {
      await addPending(redis, key, window, windowMs);
    }
  };

  /** Adds every waiting count to Redis now; resolves once Redis has answered for them all. */
  function flush(): Promise<void> {
    isFlushDue = false;
    const keys = [...waiting];
    waiting.clear();
    const adds = keys.map((key) => {
      const window = windows.peek(key);
      const left = window ? window.endsAt - Date.now() : 0;
      return window && left > 0 ? add(key, window, left) : undefined;
    });
    return Promise.all(adds).then(() => undefined);
  }

  function count(key: string, callback: Callback, windowMs: number, max: number): void {
    const now = Date.now();
    const window = windowOf(windows, key, windowMs, now);
    window.pending += 1;
    const answer = () =>
      callback(null, {
        current: window.total + window.sending + window.pending,
        ttl: window.endsAt - Date.now(),
      });
    if (mode() !== 'shared') {
      // A request that counts here while Redis is away says so, once, if no event has yet.
      if (redis && redis.status !== 'connecting') announce('local');
      answer();
      return;
    }
    if (max <= EXACT_BUDGET_MAX) {
      void add(key, window, windowMs).then(answer);
      return;
    }
    answer();
    waiting.add(key);
    if (window.pending * 10 >= max) void flush();
    else if (!isFlushDue) {
      isFlushDue = true;
      setTimeout(flush, SYNC_EVERY_MS).unref();
    }
  }

  function store(prefix: string): FastifyRateLimitStore {
    return {
      incr: (key, callback, windowMs, max) => count(`${prefix}${key}`, callback, windowMs, max),
      // A route with a budget of its own counts apart, under a key every instance derives alike.
      child: (options) => {
        const { method, url } = (options as unknown as { routeInfo: RouteInfo }).routeInfo;
        return store(`${prefix}${[method].flat().join(',')}${url}-`);
      },
    };
  }

  return {
    mode,
    /** The store @fastify/rate-limit constructs (it calls `new`, so it gets a constructor). */
    Store: function Store() {
      return store('');
    } as unknown as FastifyRateLimitStoreCtor,
    /** Adds every waiting count to Redis now (shutdown, tests). */
    flush,
  };
}
