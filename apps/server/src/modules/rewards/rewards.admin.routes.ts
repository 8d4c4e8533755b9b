import { adminPage } from '@academy/contracts/admin';
import { envelope } from '@academy/contracts/common';
import {
  adminRedemptionQuerySchema,
  adminRedemptionSchema,
  adminRewardInputSchema,
  adminRewardSchema,
  redemptionActionBodySchema,
  redemptionActionParamsSchema,
  redemptionBulkSchema,
  redemptionExportQuerySchema,
  rewardStatsSchema,
} from '@academy/contracts/rewards.admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, resourceRoutes } from '../../lib/admin-resource';
import { bulkRoute } from '../../lib/bulk';
import { sendCsv } from '../../lib/csv';
import { jsonRoute } from '../../lib/json-route';
import { requestLocale } from '../../lib/locale';
import { ok } from '../../lib/reply';
import { requireAdmin } from '../../plugins/authentication';
import type { RewardsAdmin } from './rewards.admin.service';

/** `/api/admin/rewards` and `/api/admin/redemptions`, with its export and bulk steps (admin only). */
export const rewardsAdminRoutes: FastifyPluginAsyncZod<{ rewardsAdmin: RewardsAdmin }> = async (
  app,
  { rewardsAdmin },
) => {
  const tags = ['admin'];
  app.addHook('onRequest', requireAdmin);

  app.get('/rewards/stats', jsonRoute(tags, { answer: envelope(rewardStatsSchema) }), async () =>
    ok(await rewardsAdmin.stats()),
  );
  resourceRoutes(
    app,
    '/rewards',
    { item: adminRewardSchema, input: adminRewardInputSchema },
    rewardsAdmin.rewards,
  );

  app.get(
    '/redemptions',
    jsonRoute(tags, {
      querystring: adminRedemptionQuerySchema,
      answer: adminPage(adminRedemptionSchema),
    }),
    async (request) => ok(await rewardsAdmin.listRedemptions(request.query)),
  );
  app.get(
    '/redemptions/export',
    { schema: { tags, querystring: redemptionExportQuerySchema } },
    async (request, reply) =>
      sendCsv(
        reply,
        'redemptions',
        rewardsAdmin.exportRedemptions(request.query, requestLocale(request)),
      ),
  );
  bulkRoute(app, '/redemptions/bulk', redemptionBulkSchema, rewardsAdmin);
  app.post(
    '/redemptions/:id/:action',
    jsonRoute(tags, {
      params: redemptionActionParamsSchema,
      body: redemptionActionBodySchema.optional(),
      answer: envelope(adminRedemptionSchema),
    }),
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
