import {
  balanceQuerySchema,
  makeUpRequestSchema,
  makeUpResponseSchema,
  pointsBalanceResponseSchema,
  pointsHistoryQuerySchema,
  pointsHistoryResponseSchema,
  signInResponseSchema,
  signInStatusResponseSchema,
} from '@academy/contracts/points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okText, sendJsonText } from '../../lib/json-reply';
import { jsonRoute } from '../../lib/json-route';
import { ok } from '../../lib/reply';
import { ownUserId, requireUser } from '../../plugins/authentication';
import type { CheckInService } from './check-in.service';
import type { PointsService } from './points.service';

/**
 * `/api/points/*` and `/api/signin/*`: the learner's own balance, history, daily sign-in and
 * make-ups of missed days.
 */
export const pointsRoutes: FastifyPluginAsyncZod<{
  points: PointsService;
  checkIn: CheckInService;
}> = async (app, { points, checkIn }) => {
  const tags = ['points'];
  app.addHook('onRequest', requireUser);

  app.get(
    '/points/balance',
    jsonRoute(tags, { querystring: balanceQuerySchema, answer: pointsBalanceResponseSchema }),
    async (request, reply) =>
      sendJsonText(
        reply,
        okText(await points.balanceText(ownUserId(request, request.query.user_id))),
      ),
  );

  app.get(
    '/points/lists',
    jsonRoute(tags, { querystring: pointsHistoryQuerySchema, answer: pointsHistoryResponseSchema }),
    async (request) => {
      const { user_id, page, limit } = request.query;
      return ok(await points.history(ownUserId(request, user_id), page, limit));
    },
  );

  app.get('/signin/daily', jsonRoute(tags, { answer: signInResponseSchema }), async (request) =>
    ok(await checkIn.signIn(ownUserId(request))),
  );

  app.get(
    '/signin/status',
    jsonRoute(tags, { answer: signInStatusResponseSchema }),
    async (request) => ok(await checkIn.status(ownUserId(request))),
  );

  app.post(
    '/signin/makeup',
    jsonRoute(tags, { body: makeUpRequestSchema, answer: makeUpResponseSchema }),
    async (request) => ok(await checkIn.makeUp(ownUserId(request), request.body.day)),
  );
};
