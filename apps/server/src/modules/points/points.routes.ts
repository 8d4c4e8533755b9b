import {
  balanceQuerySchema,
  pointsBalanceResponseSchema,
  pointsHistoryQuerySchema,
  pointsHistoryResponseSchema,
  signInResponseSchema,
  signInStatusResponseSchema,
} from '@academy/contracts/points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { ownUserId, requireUser } from '../../plugins/authentication';
import type { PointsService } from './points.service';

/** `/api/points/*` and `/api/signin/*`: the learner's own balance, history and daily sign-in. */
export const pointsRoutes: FastifyPluginAsyncZod<{ points: PointsService }> = async (
  app,
  { points },
) => {
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
    async (request) => ok(await points.signIn(ownUserId(request))),
  );

  app.get(
    '/signin/status',
    { schema: { tags, response: { 200: signInStatusResponseSchema } } },
    async (request) => ok(await points.signInStatus(ownUserId(request))),
  );
};
