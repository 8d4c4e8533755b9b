import { adminIdParamsSchema, adminListQuerySchema, adminPage } from '@academy/contracts/admin';
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
import { bulkRoute } from '../../lib/bulk';
import { sendCsv } from '../../lib/csv';
import { jsonRoute } from '../../lib/json-route';
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
    jsonRoute(tags, { querystring: adminListQuerySchema, answer: adminPage(adminUserSchema) }),
    async (request) => ok(await usersAdmin.list(request.query)),
  );
  app.get(
    '/users/export',
    { schema: { tags, querystring: userExportQuerySchema } },
    async (request, reply) =>
      sendCsv(reply, 'users', usersAdmin.exportUsers(request.query, requestLocale(request))),
  );
  bulkRoute(app, '/users/bulk', userBulkSchema, usersAdmin);
  app.post(
    '/users',
    jsonRoute(tags, { body: adminUserCreateSchema, answer: userResponse }),
    async (request) => ok(await usersAdmin.create(actorOf(request), request.body)),
  );
  app.put(
    '/users/:id',
    jsonRoute(tags, { params, body: adminUserUpdateSchema, answer: userResponse }),
    async (request) =>
      ok(await usersAdmin.update(actorOf(request), request.params.id, request.body)),
  );
  app.delete('/users/:id', jsonRoute(tags, { params, answer: userResponse }), async (request) =>
    ok(await usersAdmin.disable(actorOf(request), request.params.id)),
  );
  app.post(
    '/users/:id/password',
    jsonRoute(tags, { params, body: adminPasswordResetSchema, answer: userResponse }),
    async (request) =>
      ok(
        await usersAdmin.resetPassword(actorOf(request), request.params.id, request.body.password),
      ),
  );
};
