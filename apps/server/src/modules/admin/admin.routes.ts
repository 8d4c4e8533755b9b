import {
  adminActivityFeedItemSchema,
  adminChartsQuerySchema,
  adminChartsSchema,
  adminStatsSchema,
} from '@academy/contracts/admin-overview';
import { envelope } from '@academy/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonRoute } from '../../lib/json-route';
import type { MediaStorage } from '../../lib/media-storage';
import { ok } from '../../lib/reply';
import { requireAdmin } from '../../plugins/authentication';
import type { AdminService } from './admin.service';
import { uploadRoute } from './upload.routes';

export interface AdminRoutesOptions {
  admin: AdminService;
  storage: MediaStorage;
}

/**
 * `/api/admin/stats`, `/charts`, `/activities` and `/uploads`: the dashboard and media uploads. Every other
 * admin route lives with the module that owns its data; all check the admin role on the server.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const { admin } = options;
  const tags = ['admin'];
  app.addHook('onRequest', requireAdmin);

  app.get('/stats', jsonRoute(tags, { answer: envelope(adminStatsSchema) }), async () =>
    ok(await admin.stats()),
  );
  app.get(
    '/charts',
    jsonRoute(tags, { querystring: adminChartsQuerySchema, answer: envelope(adminChartsSchema) }),
    async (request) => ok(await admin.charts(request.query.days)),
  );
  app.get(
    '/activities',
    jsonRoute(tags, { answer: envelope(z.object({ list: z.array(adminActivityFeedItemSchema) })) }),
    async () => ok({ list: await admin.recentActivity() }),
  );

  uploadRoute(app, options.storage, tags);
};
