import { adminTeacherInputSchema, adminTeacherSchema } from '@academy/contracts/admin';
import type { FastifyPluginAsync } from 'fastify';
import { resourceRoutes } from '../../lib/admin-resource';
import { requireAdmin } from '../../plugins/authentication';
import type { TeachersAdmin } from './teachers.admin.service';

/** `/api/admin/teachers` (admin only). */
export const teachersAdminRoutes: FastifyPluginAsync<{ teachersAdmin: TeachersAdmin }> = async (
  app,
  options,
) => {
  app.addHook('onRequest', requireAdmin);
  resourceRoutes(
    app,
    '/teachers',
    { item: adminTeacherSchema, input: adminTeacherInputSchema, tags: ['admin'] },
    options.teachersAdmin,
  );
};
