import { adminIdParamsSchema } from '@academy/contracts/admin';
import { emptySchema, envelope } from '@academy/contracts/common';
import {
  adminContentInputSchema,
  adminContentQuerySchema,
  adminContentSchema,
  contentOrderSchema,
} from '@academy/contracts/learning.admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/admin-resource';
import { ok } from '../../lib/reply';
import { requireAdmin } from '../../plugins/authentication';
import type { LearningAdmin } from './learning.admin.service';

const contentListSchema = envelope(z.object({ list: z.array(adminContentSchema) }));

/** `/api/admin/contents`: a course's lessons, their edits and their order (admin only). */
export const learningAdminRoutes: FastifyPluginAsyncZod<{ learningAdmin: LearningAdmin }> = async (
  app,
  { learningAdmin },
) => {
  const tags = ['admin'];
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/contents',
    {
      schema: { tags, querystring: adminContentQuerySchema, response: { 200: contentListSchema } },
    },
    async (request) => ok({ list: await learningAdmin.list(request.query.course_id) }),
  );
  app.post(
    '/contents',
    {
      schema: {
        tags,
        body: adminContentInputSchema,
        response: { 200: envelope(adminContentSchema) },
      },
    },
    async (request) => ok(await learningAdmin.create(actorOf(request), request.body)),
  );
  app.put(
    '/contents/:id',
    {
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: adminContentInputSchema,
        response: { 200: envelope(adminContentSchema) },
      },
    },
    async (request) =>
      ok(await learningAdmin.update(actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/contents/:id',
    { schema: { tags, params: adminIdParamsSchema, response: { 200: envelope(emptySchema) } } },
    async (request) => {
      await learningAdmin.remove(actorOf(request), request.params.id);
      return ok({});
    },
  );
  app.post(
    '/contents/order',
    { schema: { tags, body: contentOrderSchema, response: { 200: contentListSchema } } },
    async (request) =>
      ok({
        list: await learningAdmin.reorder(
          actorOf(request),
          request.body.course_id,
          request.body.ids,
        ),
      }),
  );
};
