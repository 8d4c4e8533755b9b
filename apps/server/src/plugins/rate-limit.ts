import { createRequire } from 'node:module';
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';
import { isApiRoute } from '../lib/request-target';

export interface RateLimitOptions {
  perMinute: number;
  /** Shared counters for many instances; in-process counters when absent. */
  redis?: Redis;
}

/** Where the counters live right now: shared in Redis, or this instance's own while Redis is away. */
export type RateLimitMode = 'shared' | 'local';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether rate limits are shared across instances at this moment (health reports it). */
    rateLimitMode(): RateLimitMode;
  }
}

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, counter?: Counter) => void;
type Store = Omit<FastifyRateLimitStore, 'child'> & {
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): Store;
};

// The plugin's own stores, reused rather than rewritten (they carry its window arithmetic);
// they are plain CommonJS without declarations of their own.
const require = createRequire(import.meta.url);
const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean) => Store =
  require('@fastify/rate-limit/store/LocalStore.js');
const RedisStore: new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store = require('@fastify/rate-limit/store/RedisStore.js');

/**
 * Counters in Redis while it answers, and in this process while it does not: a Redis outage
 * weakens the limits to per-instance ones for its duration instead of failing every API call.
 * Each transition is logged once, and health reports the mode.
 */
function resilientStore(redis: Redis, log: FastifyBaseLogger) {
  const mode = (): RateLimitMode => (redis.status === 'ready' ? 'shared' : 'local');
  // Transitions are logged once each; the client itself keeps reconnecting in the background.
  let announced: RateLimitMode | undefined;
  const announce = (next: RateLimitMode, error?: unknown) => {
    if (announced === next || (announced === undefined && next === 'shared')) {
      announced = next;
      return;
    }
    announced = next;
    if (next === 'local') {
      log.warn({ err: error }, 'Redis unreachable: rate limits fall back to per-instance counters');
    } else {
      log.info('Redis is back: rate limits are shared again');
    }
  };
  redis.on('ready', () => announce('shared'));
  redis.on('error', (error: unknown) => announce('local', error));
  redis.on('close', () => announce('local'));

  const pair = (shared: Store, local: Store): Store => {
    const use =
      (method: 'incr' | 'read') =>
      (key: string, callback: Callback, timeWindow: number, max: number) => {
        const fallback = () => local[method]?.(key, callback, timeWindow, max);
        if (redis.status !== 'ready') return fallback();
        shared[method]?.(
          key,
          (error, counter) => {
            if (!error) return callback(null, counter);
            announce('local', error);
            fallback();
          },
          timeWindow,
          max,
        );
      };
    return {
      incr: use('incr'),
      read: use('read'),
      child: (routeOptions) => pair(shared.child(routeOptions), local.child(routeOptions)),
    };
  };

  // The plugin constructs its store with `new`, so the pair is handed over as a constructor.
  function Store(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
    const continueExceeding = params.continueExceeding ?? false;
    const exponentialBackoff = params.exponentialBackoff ?? false;
    return pair(
      new RedisStore(continueExceeding, exponentialBackoff, redis, 'academy-rate-limit:'),
      new LocalStore(continueExceeding, exponentialBackoff),
    );
  }
  return { Store: Store as unknown as FastifyRateLimitStoreCtor, mode };
}

/**
 * A per-client request budget on the API. Routes that guess secrets (login, register) set a
 * much smaller budget of their own through `config.rateLimit`.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  const resilient = options.redis ? resilientStore(options.redis, app.log) : undefined;
  app.decorate('rateLimitMode', () => resilient?.mode() ?? 'local');
  await app.register(rateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: '1 minute',
    ...(resilient ? { store: resilient.Store } : {}),
    // Decided on the route the router matched, so every spelling of a request target
    // (absolute-form, percent-encoded) draws on the same budget.
    allowList: (request) => !isApiRoute(request),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
});
