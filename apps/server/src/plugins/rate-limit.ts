import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';
import { isApiRoute } from '../lib/request-target';
import { type RateLimitMode, requestBudgets } from './request-budgets';

export interface RateLimitOptions {
  perMinute: number;
  /** Shared counters for many instances; in-process counters when absent. */
  redis?: Redis;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether rate limits are shared across instances at this moment (health reports it). */
    rateLimitMode(): RateLimitMode;
  }
}

/**
 * A per-client request budget on the API. Routes that guess secrets (login, register) set a
 * much smaller budget of their own through `config.rateLimit`.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  const budgets = requestBudgets(options.redis, app.log);
  app.decorate('rateLimitMode', budgets.mode);
  app.addHook('onClose', () => budgets.flush());
  await app.register(rateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: '1 minute',
    store: budgets.Store,
    // Decided on the route the router matched, so every spelling of a request target
    // (absolute-form, percent-encoded) draws on the same budget.
    allowList: (request) => !isApiRoute(request),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
});
