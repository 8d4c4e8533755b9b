import { learnerSummaryResponseSchema } from '@academy/contracts/points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { currentSession, requireUser } from '../../plugins/authentication';
import type { ProfileService } from './profile.service';

/** `GET /api/users/summary`: the profile's tiles for the signed-in learner. */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (
  app,
  { profile },
) => {
  app.get(
    '/summary',
    {
      onRequest: requireUser,
      schema: { tags: ['profile'], response: { 200: learnerSummaryResponseSchema } },
    },
    async (request) => ok(await profile.summary(currentSession(request).user)),
  );
};
