import { healthResponseSchema } from '@academy/contracts/site';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Database, shippedMigrationCount } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { jsonRoute } from '../../lib/json-route';
import { ok } from '../../lib/reply';

export interface HealthOptions {
  db: Database;
  /** Whether Redis is configured: only then do per-instance limits mean "degraded". */
  hasSharedLimits: boolean;
}

/**
 * `GET /api/health`: 200 only when the database answers with the schema this build needs (every
 * shipped migration applied, the core tables readable), so a load balancer can trust it; 503
 * otherwise. Redis being away does not stop the academy (limits fall back to per-instance
 * counters), so it reports `degraded` with 200.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, options) => {
  app.get(
    '/health',
    jsonRoute(['health'], { answer: healthResponseSchema }, { config: { rateLimit: false } }),
    async (request) => {
      try {
        const { rows } = await options.db.execute<{ applied: number }>(
          sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
        );
        if ((rows[0]?.applied ?? 0) < shippedMigrationCount) {
          throw new Error('the database lacks migrations this build ships');
        }
        await options.db.execute(
          sql`select 1 from users, sessions, courses, contents, points_ledger, rewards, redemptions limit 0`,
        );
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database cannot serve');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      const rateLimits = app.rateLimitMode();
      const isDegraded = options.hasSharedLimits && rateLimits === 'local';
      return ok({
        status: isDegraded ? ('degraded' as const) : ('ok' as const),
        database: 'ok' as const,
        schema: 'ok' as const,
        rate_limits: rateLimits,
      });
    },
  );
};
