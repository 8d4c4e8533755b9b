import { learnerSummaryResponseSchema } from '@academy/contracts/points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRoute } from '../../lib/json-route';
import { ok } from '../../lib/reply';
import { currentSession } from '../../plugins/authentication';
import type { ProfileService } from './profile.service';

/** `GET /api/users/summary`: the profile's tiles for the signed-in learner. */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (
  app,
  { profile },
) => {
  app.get(
    '/summary',
    signedInRoute(['profile'], { answer: learnerSummaryResponseSchema }),
    async (request) => ok(await profile.summary(currentSession(request).user)),
  );
};
