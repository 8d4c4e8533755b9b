import { adminListQuerySchema, adminPage } from '@academy/contracts/admin';
import { auditEntrySchema } from '@academy/contracts/admin-overview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireAdmin } from '../../plugins/authentication';
import type { AuditService } from './audit.service';

/** `/api/admin/audit`: every admin write, newest first (admin only). */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (
  app,
  options,
) => {
  app.addHook('onRequest', requireAdmin);
  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        querystring: adminListQuerySchema.pick({ page: true, page_size: true }).extend({
          entity: z.string().max(40).optional(),
        }),
        response: { 200: adminPage(auditEntrySchema) },
      },
    },
    async (request) =>
      ok(
        await options.audit.list(request.query.page, request.query.page_size, request.query.entity),
      ),
  );
};
