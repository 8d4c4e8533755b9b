import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { requestLocale } from '../lib/locale';
import { requestTarget } from '../lib/request-target';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public GET whose answer to guests may be served from the short-lived cache. */
    publicCache?: boolean;
  }
}

/** The options of a public GET whose answer to guests may be served from the cache. */
export const cachedForGuests = { config: { publicCache: true } };

export interface PublicCacheOptions {
  /** How long a guest answer is reused. Short, so other instances never lag behind for long. */
  ttlMs: number;
  maxEntries: number;
}

/** Guests only: anything sent with a token is personal (likes, unlocks) and never cached. */
function isGuest(request: FastifyRequest) {
  return !request.headers.authorization && !request.headers.token;
}

/**
 * Reuses guests' answers to public catalogue reads for a few seconds, per URL and language.
 * The cache is per instance, bounded and short-lived (lru-cache; decision 0010): an admin write clears this
 * instance's copy at once, and other instances catch up within the TTL.
 */
export const publicCachePlugin = fp(async (app: FastifyInstance, options: PublicCacheOptions) => {
  // Off means off: an entry that expires "now" would still answer requests within its millisecond.
  if (options.ttlMs <= 0) return;
  const entries = new LRUCache<string, string>({ max: options.maxEntries, ttl: options.ttlMs });
  const keyOf = (request: FastifyRequest) => {
    const { path, search } = requestTarget(request.url);
    return `${requestLocale(request)} ${path}?${search}`;
  };

  // preHandler, not onRequest: rate limits and validation still apply to cached answers.
  app.addHook('preHandler', (request, reply, done) => {
    const isCacheable =
      request.method === 'GET' && request.routeOptions.config?.publicCache && isGuest(request);
    const body = isCacheable ? entries.get(keyOf(request)) : undefined;
    if (body === undefined) return done();
    reply.type('application/json; charset=utf-8').header('x-cache', 'hit').send(body);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET') {
      const isAdminWrite = request.routeOptions.url?.startsWith('/api/admin/') ?? false;
      if (isAdminWrite && reply.statusCode < 400) entries.clear();
    } else if (
      request.routeOptions.config?.publicCache &&
      isGuest(request) &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      reply.getHeader('x-cache') !== 'hit'
    ) {
      entries.set(keyOf(request), payload);
    }
    done(null, payload);
  });
});
