import {
  adminActivityFeedItemSchema,
  adminContentInputSchema,
  adminContentQuerySchema,
  adminContentSchema,
  adminCourseInputSchema,
  adminCourseSchema,
  adminIdParamsSchema,
  adminLedgerQuerySchema,
  adminListQuerySchema,
  adminPage,
  adminPasswordResetSchema,
  adminRedemptionQuerySchema,
  adminRedemptionSchema,
  adminRewardInputSchema,
  adminRewardSchema,
  adminSettingsResponseSchema,
  adminSettingsSchema,
  adminStatsSchema,
  adminUserCreateSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  contentOrderSchema,
  pointsAdjustSchema,
  redemptionActionBodySchema,
  redemptionActionParamsSchema,
  rewardStatsSchema,
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

const emptyResponse = envelope(emptySchema);
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

  // Courses
  app.get(
    '/courses',
    {
      schema: {
        tags,
        querystring: adminListQuerySchema,
        response: { 200: adminPage(adminCourseSchema) },
      },
    },
    async (request) => ok(await admin.listCourses(request.query)),
  );
  app.post(
    '/courses',
    {
      schema: {
        tags,
        body: adminCourseInputSchema,
        response: { 200: envelope(adminCourseSchema) },
      },
    },
    async (request) => ok(await admin.createCourse(actor(request), request.body)),
  );
  app.put(
    '/courses/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: adminCourseInputSchema,
        response: { 200: envelope(adminCourseSchema) },
      },
    },
    async (request) =>
      ok(await admin.updateCourse(actor(request), request.params.id, request.body)),
  );
  app.delete(
    '/courses/:id',
    { schema: { tags, params: idParams, response: { 200: emptyResponse } } },
    async (request) => {
      await admin.deleteCourse(actor(request), request.params.id);
      return ok({});
    },
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

  // Content
  app.get(
    '/contents',
    {
      schema: {
        tags,
        querystring: adminContentQuerySchema,
        response: { 200: envelope(z.object({ list: z.array(adminContentSchema) })) },
      },
    },
    async (request) => ok({ list: await admin.listContents(request.query.course_id) }),
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
    async (request) => ok(await admin.createContent(actor(request), request.body)),
  );
  app.put(
    '/contents/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: adminContentInputSchema,
        response: { 200: envelope(adminContentSchema) },
      },
    },
    async (request) =>
      ok(await admin.updateContent(actor(request), request.params.id, request.body)),
  );
  app.delete(
    '/contents/:id',
    { schema: { tags, params: idParams, response: { 200: emptyResponse } } },
    async (request) => {
      await admin.deleteContent(actor(request), request.params.id);
      return ok({});
    },
  );
  app.post(
    '/contents/order',
    {
      schema: {
        tags,
        body: contentOrderSchema,
        response: { 200: envelope(z.object({ list: z.array(adminContentSchema) })) },
      },
    },
    async (request) =>
      ok({
        list: await admin.reorderContents(actor(request), request.body.course_id, request.body.ids),
      }),
  );

  // Rewards and redemptions
  app.get(
    '/rewards',
    {
      schema: {
        tags,
        querystring: adminListQuerySchema,
        response: { 200: adminPage(adminRewardSchema) },
      },
    },
    async (request) => ok(await admin.listRewards(request.query)),
  );
  app.get(
    '/rewards/stats',
    { schema: { tags, response: { 200: envelope(rewardStatsSchema) } } },
    async () => ok(await admin.rewardStats()),
  );
  app.post(
    '/rewards',
    {
      schema: {
        tags,
        body: adminRewardInputSchema,
        response: { 200: envelope(adminRewardSchema) },
      },
    },
    async (request) => ok(await admin.createReward(actor(request), request.body)),
  );
  app.put(
    '/rewards/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: adminRewardInputSchema,
        response: { 200: envelope(adminRewardSchema) },
      },
    },
    async (request) =>
      ok(await admin.updateReward(actor(request), request.params.id, request.body)),
  );
  app.delete(
    '/rewards/:id',
    { schema: { tags, params: idParams, response: { 200: emptyResponse } } },
    async (request) => {
      await admin.deleteReward(actor(request), request.params.id);
      return ok({});
    },
  );
  app.get(
    '/redemptions',
    {
      schema: {
        tags,
        querystring: adminRedemptionQuerySchema,
        response: { 200: adminPage(adminRedemptionSchema) },
      },
    },
    async (request) => ok(await admin.listRedemptions(request.query)),
  );
  app.post(
    '/redemptions/:id/:action',
    {
      schema: {
        tags,
        params: redemptionActionParamsSchema,
        body: redemptionActionBodySchema.optional(),
        response: { 200: envelope(adminRedemptionSchema) },
      },
    },
    async (request) =>
      ok(
        await admin.actOnRedemption(
          actor(request),
          request.params.id,
          request.params.action,
          request.body ?? {},
        ),
      ),
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
