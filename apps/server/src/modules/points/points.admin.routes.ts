import {
  adminLedgerQuerySchema,
  adminLedgerResponseSchema,
  ledgerExportQuerySchema,
  pointsAdjustedResponseSchema,
  pointsAdjustSchema,
} from '@academy/contracts/points.admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
    jsonRoute(tags, { querystring: adminLedgerQuerySchema, answer: adminLedgerResponseSchema }),
    async (request) => ok(await pointsAdmin.ledger(request.query)),
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
    jsonRoute(tags, { body: pointsAdjustSchema, answer: pointsAdjustedResponseSchema }),
    async (request) => ok(await pointsAdmin.adjust(actorOf(request), request.body)),
  );
};
