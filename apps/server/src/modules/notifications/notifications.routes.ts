import {
  markReadRequestSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  unreadCountResponseSchema,
} from '@academy/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute } from '../../lib/json-route';
import { ok } from '../../lib/reply';
import { ownUserId, requireUser } from '../../plugins/authentication';
import type { NotificationsService } from './notifications.service';

/** `/api/notifications`: the signed-in learner's own inbox. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  const tags = ['notifications'];
  app.addHook('onRequest', requireUser);

  app.get(
    '/',
    jsonRoute(tags, {
      querystring: notificationListQuerySchema,
      answer: notificationListResponseSchema,
    }),
    async (request) =>
      ok(await notifications.list(ownUserId(request), request.query.page, request.query.page_size)),
  );

  app.get('/unread', jsonRoute(tags, { answer: unreadCountResponseSchema }), async (request) =>
    ok(await notifications.unreadCount(ownUserId(request))),
  );

  app.post(
    '/read',
    jsonRoute(tags, { body: markReadRequestSchema, answer: unreadCountResponseSchema }),
    async (request) => ok(await notifications.markRead(ownUserId(request), request.body)),
  );
};
