import {
  outboxListResponseSchema,
  outboxMessageResponseSchema,
  outboxParamsSchema,
  outboxQuerySchema,
} from '@academy/contracts/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { jsonRoute } from '../../lib/json-route';
import { ok } from '../../lib/reply';
import { requireAdmin } from '../../plugins/authentication';
import type { Mailer } from './mail.service';

/** `/api/admin/outbox`: the mail a one-machine install keeps instead of sending (admin only). */
export const mailAdminRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, options) => {
  const tags = ['admin'];
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/outbox',
    jsonRoute(tags, { querystring: outboxQuerySchema, answer: outboxListResponseSchema }),
    async (request) =>
      ok(await options.mailer.listOutbox(request.query.page, request.query.page_size)),
  );

  app.get(
    '/outbox/:messageId',
    jsonRoute(tags, { params: outboxParamsSchema, answer: outboxMessageResponseSchema }),
    async (request) => {
      const message = await options.mailer.readOutbox(request.params.messageId);
      if (!message) throw new AppError('NOT_FOUND');
      return ok(message);
    },
  );
};
