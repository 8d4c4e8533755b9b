import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestLocale } from '../lib/locale';
import { requestTarget } from '../lib/request-target';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public GET whose answer to guests may be served from the short-lived cache. */
    publicCache?: boolean;
  }
}

interface Entry {
  body: string;
  expiresAt: number;
}

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
 * The cache is per instance and short-lived (DESIGN §2): an admin write clears this
 * instance's copy at once, and other instances catch up within the TTL.
 */
export const publicCachePlugin = fp(async (app: FastifyInstance, options: PublicCacheOptions) => {
  // Off means off: an entry that expires "now" would still answer requests within its millisecond.
  if (options.ttlMs <= 0) return;
  const entries = new Map<string, Entry>();
  const keyOf = (request: FastifyRequest) => {
    const { path, search } = requestTarget(request.url);
    return `${requestLocale(request)} ${path}?${search}`;
  };

  // preHandler, not onRequest: rate limits and validation still apply to cached answers.
  app.addHook('preHandler', async (request, reply) => {
    if (
      request.method !== 'GET' ||
      !request.routeOptions.config?.publicCache ||
      !isGuest(request)
    ) {
      return;
    }
    const key = keyOf(request);
    const entry = entries.get(key);
    if (!entry) return;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return;
    }
    return reply.type('application/json; charset=utf-8').header('x-cache', 'hit').send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET') {
      const isAdminWrite = request.routeOptions.url?.startsWith('/api/admin/') ?? false;
      if (isAdminWrite && reply.statusCode < 400) entries.clear();
      return payload;
    }
    if (
      !request.routeOptions.config?.publicCache ||
      !isGuest(request) ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      reply.getHeader('x-cache') === 'hit'
    ) {
      return payload;
    }
    if (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(keyOf(request), { body: payload, expiresAt: Date.now() + options.ttlMs });
    return payload;
  });
});
