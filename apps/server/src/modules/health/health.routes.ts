import { healthResponseSchema } from '@academy/contracts/site';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';

/** `GET /api/health`: 200 only when the database answers, so a load balancer can trust it. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], response: { 200: healthResponseSchema } },
    },
    async (request) => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return ok({ status: 'ok' as const, database: 'ok' as const });
    },
  );
};
