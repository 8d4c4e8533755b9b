import { adminSettingsResponseSchema, adminSettingsSchema } from '@academy/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/admin-resource';
import { jsonRoute } from '../../lib/json-route';
import { ok } from '../../lib/reply';
import { requireAdmin } from '../../plugins/authentication';
import type { SiteAdmin } from './site.admin.service';

/** `/api/admin/settings`: the public settings (admin only). */
export const siteAdminRoutes: FastifyPluginAsyncZod<{ siteAdmin: SiteAdmin }> = async (
  app,
  { siteAdmin },
) => {
  const tags = ['admin'];
  app.addHook('onRequest', requireAdmin);
  app.get('/settings', jsonRoute(tags, { answer: adminSettingsResponseSchema }), async () =>
    ok(await siteAdmin.settings()),
  );
  app.put(
    '/settings',
    jsonRoute(tags, { body: adminSettingsSchema, answer: adminSettingsResponseSchema }),
    async (request) => ok(await siteAdmin.updateSettings(actorOf(request), request.body)),
  );
};
