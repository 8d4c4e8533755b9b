import {
  adminActivityInputSchema,
  adminActivitySchema,
  adminBannerInputSchema,
  adminBannerSchema,
} from '@academy/contracts/home.admin';
import type { FastifyPluginAsync } from 'fastify';
import { resourceRoutes } from '../../lib/admin-resource';
import { requireAdmin } from '../../plugins/authentication';
import type { HomeAdmin } from './home.admin.service';

/** `/api/admin/banners` and `/api/admin/home-activities` (admin only). */
export const homeAdminRoutes: FastifyPluginAsync<{ homeAdmin: HomeAdmin }> = async (
  app,
  options,
) => {
  app.addHook('onRequest', requireAdmin);
  resourceRoutes(
    app,
    '/banners',
    { item: adminBannerSchema, input: adminBannerInputSchema },
    options.homeAdmin.banners,
  );
  resourceRoutes(
    app,
    '/home-activities',
    { item: adminActivitySchema, input: adminActivityInputSchema },
    options.homeAdmin.activities,
  );
};
