import { adminCourseInputSchema, adminCourseSchema } from '@academy/contracts/admin';
import type { FastifyPluginAsync } from 'fastify';
import { resourceRoutes } from '../../lib/admin-resource';
import { requireAdmin } from '../../plugins/authentication';
import type { CatalogueAdmin } from './catalogue.admin.service';

/** `/api/admin/courses` (admin only). */
export const catalogueAdminRoutes: FastifyPluginAsync<{ catalogueAdmin: CatalogueAdmin }> = async (
  app,
  options,
) => {
  app.addHook('onRequest', requireAdmin);
  resourceRoutes(
    app,
    '/courses',
    { item: adminCourseSchema, input: adminCourseInputSchema, tags: ['admin'] },
    options.catalogueAdmin,
  );
};
