import {
  outboxListResponseSchema,
  outboxMessageResponseSchema,
  outboxParamsSchema,
  outboxQuerySchema,
} from '@academy/contracts/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { requireAdmin } from '../../plugins/authentication';
import type { Mailer } from './mail.service';

/** `/api/admin/outbox`: the mail a one-machine install keeps instead of sending (admin only). */
export const mailAdminRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, options) => {
  const tags = ['admin'];
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/outbox',
    {
      schema: { tags, querystring: outboxQuerySchema, response: { 200: outboxListResponseSchema } },
    },
    async (request) =>
      ok(await options.mailer.listOutbox(request.query.page, request.query.page_size)),
  );

  app.get(
    '/outbox/:messageId',
    {
      schema: { tags, params: outboxParamsSchema, response: { 200: outboxMessageResponseSchema } },
    },
    async (request) => {
      const message = await options.mailer.readOutbox(request.params.messageId);
      if (!message) throw new AppError('NOT_FOUND');
      return ok(message);
    },
  );
};
