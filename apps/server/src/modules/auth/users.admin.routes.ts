import { adminIdParamsSchema, adminListQuerySchema, adminPage } from '@academy/contracts/admin';
import { bulkResultSchema } from '@academy/contracts/admin-bulk';
import {
  adminPasswordResetSchema,
  adminUserCreateSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  userBulkSchema,
  userExportQuerySchema,
} from '@academy/contracts/auth.admin';
import { envelope } from '@academy/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/admin-resource';
import { bulkContext } from '../../lib/bulk';
import { sendCsv } from '../../lib/csv';
import { requestLocale } from '../../lib/locale';
import { ok } from '../../lib/reply';
import { requireAdmin } from '../../plugins/authentication';
import type { UsersAdmin } from './users.admin.service';

const userResponse = envelope(adminUserSchema);

/** `/api/admin/users`: accounts, their export and bulk disable / enable; deleting one disables it (admin only). */
export const usersAdminRoutes: FastifyPluginAsyncZod<{ usersAdmin: UsersAdmin }> = async (
  app,
  { usersAdmin },
) => {
  const tags = ['admin'];
  const params = adminIdParamsSchema;
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/users',
    {
      schema: {
        tags,
        querystring: adminListQuerySchema,
        response: { 200: adminPage(adminUserSchema) },
      },
    },
    async (request) => ok(await usersAdmin.list(request.query)),
  );
  app.get(
    '/users/export',
    { schema: { tags, querystring: userExportQuerySchema } },
    async (request, reply) =>
      sendCsv(reply, 'users', usersAdmin.exportUsers(request.query, requestLocale(request))),
  );
  app.post(
    '/users/bulk',
    { schema: { tags, body: userBulkSchema, response: { 200: envelope(bulkResultSchema) } } },
    async (request) =>
      ok(await usersAdmin.bulk(actorOf(request), request.body, bulkContext(request))),
  );
  app.post(
    '/users',
    { schema: { tags, body: adminUserCreateSchema, response: { 200: userResponse } } },
    async (request) => ok(await usersAdmin.create(actorOf(request), request.body)),
  );
  app.put(
    '/users/:id',
    { schema: { tags, params, body: adminUserUpdateSchema, response: { 200: userResponse } } },
    async (request) =>
      ok(await usersAdmin.update(actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/users/:id',
    { schema: { tags, params, response: { 200: userResponse } } },
    async (request) => ok(await usersAdmin.disable(actorOf(request), request.params.id)),
  );
  app.post(
    '/users/:id/password',
    { schema: { tags, params, body: adminPasswordResetSchema, response: { 200: userResponse } } },
    async (request) =>
      ok(
        await usersAdmin.resetPassword(actorOf(request), request.params.id, request.body.password),
      ),
  );
};
