import { learnerSummaryResponseSchema } from '@academy/contracts/points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute } from '../../lib/json-route';
import { ok } from '../../lib/reply';
import { currentSession, signedIn } from '../../plugins/authentication';
import type { ProfileService } from './profile.service';

/** `GET /api/users/summary`: the profile's tiles for the signed-in learner. */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (
  app,
  { profile },
) => {
  app.get(
    '/summary',
    jsonRoute(['profile'], { answer: learnerSummaryResponseSchema }, signedIn),
    async (request) => ok(await profile.summary(currentSession(request).user)),
  );
};
