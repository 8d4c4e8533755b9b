import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';

export interface RateLimitOptions {
  perMinute: number;
  /** Shared counters for many instances; in-process counters when absent. */
  redis?: Redis;
}

/**
 * A per-client request budget on the API. Routes that guess secrets (login, register) set a
 * much smaller budget of their own through `config.rateLimit`.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  await app.register(rateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: '1 minute',
    ...(options.redis ? { redis: options.redis, nameSpace: 'academy-rate-limit:' } : {}),
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
});
