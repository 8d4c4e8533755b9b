import {
  adminIdParamsSchema,
  adminListQuerySchema,
  adminPage,
  adminPasswordResetSchema,
  adminUserCreateSchema,
  adminUserSchema,
  adminUserUpdateSchema,
} from '@academy/contracts/admin';
import { envelope } from '@academy/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/admin-resource';
import { ok } from '../../lib/reply';
import { requireAdmin } from '../../plugins/authentication';
import type { UsersAdmin } from './users.admin.service';

const userResponse = envelope(adminUserSchema);

/** `/api/admin/users`: accounts; deleting one disables it (admin only). */
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
