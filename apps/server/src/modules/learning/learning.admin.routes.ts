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
import { jsonRoute } from '../../lib/json-route';
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
    jsonRoute(tags, { querystring: adminContentQuerySchema, answer: contentListSchema }),
    async (request) => ok({ list: await learningAdmin.list(request.query.course_id) }),
  );
  app.post(
    '/contents',
    jsonRoute(tags, { body: adminContentInputSchema, answer: envelope(adminContentSchema) }),
    async (request) => ok(await learningAdmin.create(actorOf(request), request.body)),
  );
  app.put(
    '/contents/:id',
    jsonRoute(tags, {
      params: adminIdParamsSchema,
      body: adminContentInputSchema,
      answer: envelope(adminContentSchema),
    }),
    async (request) =>
      ok(await learningAdmin.update(actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/contents/:id',
    jsonRoute(tags, { params: adminIdParamsSchema, answer: envelope(emptySchema) }),
    async (request) => {
      await learningAdmin.remove(actorOf(request), request.params.id);
      return ok({});
    },
  );
  app.post(
    '/contents/order',
    jsonRoute(tags, { body: contentOrderSchema, answer: contentListSchema }),
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
