import {
  adminActivityFeedItemSchema,
  adminIdParamsSchema,
  adminLedgerQuerySchema,
  adminListQuerySchema,
  adminPage,
  adminPasswordResetSchema,
  adminSettingsResponseSchema,
  adminSettingsSchema,
  adminStatsSchema,
  adminUserCreateSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  pointsAdjustSchema,
  uploadKindSchema,
  uploadResponseSchema,
} from '@academy/contracts/admin';
import { emptySchema, envelope } from '@academy/contracts/common';
import { pointsEntrySchema } from '@academy/contracts/points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { currentSession, requireAdmin } from '../../plugins/authentication';
import type { AdminService } from './admin.service';
import { storeUpload, UPLOAD_LIMITS } from './upload.service';

export interface AdminRoutesOptions {
  admin: AdminService;
  uploadsDir: string;
}

const _emptyResponse = envelope(emptySchema);
const idParams = adminIdParamsSchema;

/** `/api/admin/*`: every route checks the admin role on the server, whatever the UI shows. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const { admin } = options;
  const tags = ['admin'];
  const actor = (request: Parameters<typeof currentSession>[0]) => ({
    id: currentSession(request).user.id,
  });
  app.addHook('onRequest', requireAdmin);

  app.get('/stats', { schema: { tags, response: { 200: envelope(adminStatsSchema) } } }, async () =>
    ok(await admin.stats()),
  );
  app.get(
    '/activities',
    {
      schema: {
        tags,
        response: { 200: envelope(z.object({ list: z.array(adminActivityFeedItemSchema) })) },
      },
    },
    async () => ok({ list: await admin.recentActivity() }),
  );

  // Users
  app.get(
    '/users',
    {
      schema: {
        tags,
        querystring: adminListQuerySchema,
        response: { 200: adminPage(adminUserSchema) },
      },
    },
    async (request) => ok(await admin.listUsers(request.query)),
  );
  app.post(
    '/users',
    { schema: { tags, body: adminUserCreateSchema, response: { 200: envelope(adminUserSchema) } } },
    async (request) => ok(await admin.createUser(actor(request), request.body)),
  );
  app.put(
    '/users/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: adminUserUpdateSchema,
        response: { 200: envelope(adminUserSchema) },
      },
    },
    async (request) => ok(await admin.updateUser(actor(request), request.params.id, request.body)),
  );
  app.delete(
    '/users/:id',
    { schema: { tags, params: idParams, response: { 200: envelope(adminUserSchema) } } },
    async (request) => ok(await admin.disableUser(actor(request), request.params.id)),
  );
  app.post(
    '/users/:id/password',
    {
      schema: {
        tags,
        params: idParams,
        body: adminPasswordResetSchema,
        response: { 200: envelope(adminUserSchema) },
      },
    },
    async (request) =>
      ok(await admin.resetPassword(actor(request), request.params.id, request.body.password)),
  );

  // Points
  app.get(
    '/points/ledger',
    {
      schema: {
        tags,
        querystring: adminLedgerQuerySchema,
        response: {
          200: envelope(
            z.object({
              user: adminUserSchema,
              list: z.array(pointsEntrySchema),
              count: z.number().int(),
              page: z.number().int(),
              page_size: z.number().int(),
            }),
          ),
        },
      },
    },
    async (request) =>
      ok(await admin.ledger(request.query.user_id, request.query.page, request.query.page_size)),
  );
  app.post(
    '/points/adjust',
    {
      schema: {
        tags,
        body: pointsAdjustSchema,
        response: {
          200: envelope(
            z.object({ user_id: z.number().int(), available_points: z.number().int() }),
          ),
        },
      },
    },
    async (request) =>
      ok(
        await admin.adjustPoints(
          actor(request),
          request.body.user_id,
          request.body.delta,
          request.body.reason,
        ),
      ),
  );

  // Settings, audit log and uploads
  app.get(
    '/settings',
    { schema: { tags, response: { 200: adminSettingsResponseSchema } } },
    async () => ok(await admin.settings()),
  );
  app.put(
    '/settings',
    { schema: { tags, body: adminSettingsSchema, response: { 200: adminSettingsResponseSchema } } },
    async (request) => ok(await admin.updateSettings(actor(request), request.body)),
  );
  app.post(
    '/uploads',
    {
      schema: {
        tags,
        description: 'multipart/form-data with one `file`; the kind decides the checks and limit.',
        querystring: z.object({ kind: uploadKindSchema }),
        response: { 200: uploadResponseSchema },
      },
    },
    async (request) => {
      const { kind } = request.query;
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const part = await request.file({ limits: { fileSize: UPLOAD_LIMITS[kind] + 1, files: 1 } });
      if (!part) throw new AppError('VALIDATION_FAILED', { file: 'VALIDATION_FAILED' });
      const stored = await storeUpload(options.uploadsDir, kind, part.file);
      return ok({ ...stored, kind });
    },
  );
};
