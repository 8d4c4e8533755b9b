import {
  adminActivityFeedItemSchema,
  adminChartsQuerySchema,
  adminChartsSchema,
  adminStatsSchema,
  uploadKindSchema,
  uploadResponseSchema,
} from '@academy/contracts/admin-overview';
import { envelope } from '@academy/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { jsonRoute } from '../../lib/json-route';
import type { MediaStorage } from '../../lib/media-storage';
import { ok } from '../../lib/reply';
import { requireAdmin } from '../../plugins/authentication';
import type { AdminService } from './admin.service';
import { storeUpload, UPLOAD_LIMITS } from './upload.service';

export interface AdminRoutesOptions {
  admin: AdminService;
  storage: MediaStorage;
}

/**
 * `/api/admin/stats`, `/charts`, `/activities` and `/uploads`: the dashboard and media uploads. Every other
 * admin route lives with the module that owns its data; all check the admin role on the server.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const { admin } = options;
  const tags = ['admin'];
  app.addHook('onRequest', requireAdmin);

  app.get('/stats', jsonRoute(tags, { answer: envelope(adminStatsSchema) }), async () =>
    ok(await admin.stats()),
  );
  app.get(
    '/charts',
    jsonRoute(tags, { querystring: adminChartsQuerySchema, answer: envelope(adminChartsSchema) }),
    async (request) => ok(await admin.charts(request.query.days)),
  );
  app.get(
    '/activities',
    jsonRoute(tags, { answer: envelope(z.object({ list: z.array(adminActivityFeedItemSchema) })) }),
    async () => ok({ list: await admin.recentActivity() }),
  );

  app.post(
    '/uploads',
    jsonRoute(tags, {
      description: 'multipart/form-data with one `file`; the kind decides the checks and limit.',
      querystring: z.object({ kind: uploadKindSchema }),
      answer: uploadResponseSchema,
    }),
    async (request) => {
      const { kind } = request.query;
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const part = await request.file({ limits: { fileSize: UPLOAD_LIMITS[kind] + 1, files: 1 } });
      if (!part) throw new AppError('VALIDATION_FAILED', { file: 'VALIDATION_FAILED' });
      const stored = await storeUpload(options.storage, kind, part.file);
      return ok({ ...stored, kind });
    },
  );
};
