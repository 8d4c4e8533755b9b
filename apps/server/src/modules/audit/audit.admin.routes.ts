import { adminPage } from '@academy/contracts/admin';
import {
  auditEntrySchema,
  auditExportQuerySchema,
  auditQuerySchema,
} from '@academy/contracts/audit.admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv';
import { jsonRoute } from '../../lib/json-route';
import { requestLocale } from '../../lib/locale';
import { ok } from '../../lib/reply';
import { requireAdmin } from '../../plugins/authentication';
import type { AuditService } from './audit.service';

/** `/api/admin/audit`: every admin write, newest first, and its export (admin only). */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (
  app,
  options,
) => {
  app.addHook('onRequest', requireAdmin);
  app.get(
    '/audit',
    jsonRoute(['admin'], { querystring: auditQuerySchema, answer: adminPage(auditEntrySchema) }),
    async (request) =>
      ok(
        await options.audit.list(request.query.page, request.query.page_size, request.query.entity),
      ),
  );
  app.get(
    '/audit/export',
    { schema: { tags: ['admin'], querystring: auditExportQuerySchema } },
    async (request, reply) =>
      sendCsv(
        reply,
        'audit-log',
        options.audit.export(request.query.entity, requestLocale(request)),
      ),
  );
};
