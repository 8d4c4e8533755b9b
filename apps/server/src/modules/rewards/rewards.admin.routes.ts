import {
  adminPage,
  adminRedemptionQuerySchema,
  adminRedemptionSchema,
  adminRewardInputSchema,
  adminRewardSchema,
  redemptionActionBodySchema,
  redemptionActionParamsSchema,
  rewardStatsSchema,
} from '@academy/contracts/admin';
import { envelope } from '@academy/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, resourceRoutes } from '../../lib/admin-resource';
import { ok } from '../../lib/reply';
import { requireAdmin } from '../../plugins/authentication';
import type { RewardsAdmin } from './rewards.admin.service';

/** `/api/admin/rewards` and `/api/admin/redemptions` (admin only). */
export const rewardsAdminRoutes: FastifyPluginAsyncZod<{ rewardsAdmin: RewardsAdmin }> = async (
  app,
  { rewardsAdmin },
) => {
  const tags = ['admin'];
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/rewards/stats',
    { schema: { tags, response: { 200: envelope(rewardStatsSchema) } } },
    async () => ok(await rewardsAdmin.stats()),
  );
  resourceRoutes(
    app,
    '/rewards',
    { item: adminRewardSchema, input: adminRewardInputSchema, tags },
    rewardsAdmin.rewards,
  );

  app.get(
    '/redemptions',
    {
      schema: {
        tags,
        querystring: adminRedemptionQuerySchema,
        response: { 200: adminPage(adminRedemptionSchema) },
      },
    },
    async (request) => ok(await rewardsAdmin.listRedemptions(request.query)),
  );
  app.post(
    '/redemptions/:id/:action',
    {
      schema: {
        tags,
        params: redemptionActionParamsSchema,
        body: redemptionActionBodySchema.optional(),
        response: { 200: envelope(adminRedemptionSchema) },
      },
    },
    async (request) =>
      ok(
        await rewardsAdmin.act(
          actorOf(request),
          request.params.id,
          request.params.action,
          request.body ?? {},
        ),
      ),
  );
};
