import {
  mistakeBookResponseSchema,
  myLearningResponseSchema,
  practiceRequestSchema,
  practiceResponseSchema,
} from '@academy/contracts/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRoute } from '../../lib/json-route';
import { ok } from '../../lib/reply';
import { ownUserId } from '../../plugins/authentication';
import type { LearnerService } from './learner.service';

/**
 * The signed-in learner's own records: `GET /api/users/learning`, `GET /api/quiz/mistakes` and
 * `POST /api/quiz/practice`. The token decides whose; no call takes a user id.
 */
export const learnerRoutes: FastifyPluginAsyncZod<{ learner: LearnerService }> = async (
  app,
  { learner },
) => {
  const tags = ['learning'];

  app.get(
    '/users/learning',
    signedInRoute(tags, { answer: myLearningResponseSchema }),
    async (request) => ok(await learner.myLearning(ownUserId(request))),
  );

  app.get(
    '/quiz/mistakes',
    signedInRoute(tags, { answer: mistakeBookResponseSchema }),
    async (request) => ok(await learner.mistakes(ownUserId(request))),
  );

  app.post(
    '/quiz/practice',
    signedInRoute(tags, { body: practiceRequestSchema, answer: practiceResponseSchema }),
    async (request) => ok(await learner.practise(ownUserId(request), request.body)),
  );
};
