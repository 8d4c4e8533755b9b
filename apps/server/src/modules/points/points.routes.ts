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
    {
      schema: {
        tags,
        querystring: balanceQuerySchema,
        response: { 200: pointsBalanceResponseSchema },
      },
    },
    async (request) => ok(await points.balance(ownUserId(request, request.query.user_id))),
  );

  app.get(
    '/points/lists',
    {
      schema: {
        tags,
        querystring: pointsHistoryQuerySchema,
        response: { 200: pointsHistoryResponseSchema },
      },
    },
    async (request) => {
      const { user_id, page, limit } = request.query;
      return ok(await points.history(ownUserId(request, user_id), page, limit));
    },
  );

  app.get(
    '/signin/daily',
    { schema: { tags, response: { 200: signInResponseSchema } } },
    async (request) => ok(await checkIn.signIn(ownUserId(request))),
  );

  app.get(
    '/signin/status',
    { schema: { tags, response: { 200: signInStatusResponseSchema } } },
    async (request) => ok(await checkIn.status(ownUserId(request))),
  );

  app.post(
    '/signin/makeup',
    { schema: { tags, body: makeUpRequestSchema, response: { 200: makeUpResponseSchema } } },
    async (request) => ok(await checkIn.makeUp(ownUserId(request), request.body.day)),
  );
};
