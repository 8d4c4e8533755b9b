import { adminUserSchema } from '@academy/contracts/auth.admin';
import { envelope } from '@academy/contracts/common';
import { pointsEntrySchema } from '@academy/contracts/points';
import {
  adminLedgerQuerySchema,
  ledgerExportQuerySchema,
  pointsAdjustSchema,
} from '@academy/contracts/points.admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/admin-resource';
import { sendCsv } from '../../lib/csv';
import { jsonRoute } from '../../lib/json-route';
import { requestLocale } from '../../lib/locale';
import { ok } from '../../lib/reply';
import { requireAdmin } from '../../plugins/authentication';
import type { PointsAdmin } from './points.admin.service';

/** `/api/admin/points/*`: a learner's ledger, its export and manual adjustments (admin only). */
export const pointsAdminRoutes: FastifyPluginAsyncZod<{ pointsAdmin: PointsAdmin }> = async (
  app,
  { pointsAdmin },
) => {
  const tags = ['admin'];
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/points/ledger',
    jsonRoute(tags, {
      querystring: adminLedgerQuerySchema,
      answer: envelope(
        z.object({
          user: adminUserSchema,
          list: z.array(pointsEntrySchema),
          count: z.number().int(),
          page: z.number().int(),
          page_size: z.number().int(),
        }),
      ),
    }),
    async (request) =>
      ok(
        await pointsAdmin.ledger(
          request.query.user_id,
          request.query.page,
          request.query.page_size,
        ),
      ),
  );
  app.get(
    '/points/ledger/export',
    { schema: { tags, querystring: ledgerExportQuerySchema } },
    async (request, reply) =>
      sendCsv(
        reply,
        'points-ledger',
        pointsAdmin.exportLedger(request.query.user_id, requestLocale(request)),
      ),
  );
  app.post(
    '/points/adjust',
    jsonRoute(tags, {
      body: pointsAdjustSchema,
      answer: envelope(z.object({ user_id: z.number().int(), available_points: z.number().int() })),
    }),
    async (request) =>
      ok(
        await pointsAdmin.adjust(
          actorOf(request),
          request.body.user_id,
          request.body.delta,
          request.body.reason,
        ),
      ),
  );
};
