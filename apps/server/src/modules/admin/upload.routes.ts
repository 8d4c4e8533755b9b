import { uploadKindSchema, uploadResponseSchema } from '@academy/contracts/admin-overview';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { jsonRoute } from '../../lib/json-route';
import type { MediaStorage } from '../../lib/media-storage';
import { ok } from '../../lib/reply';
import type { AppInstance } from '../../server-module';
import { storeUpload, UPLOAD_LIMITS } from './upload.service';

/**
 * `POST /uploads`: one file as multipart/form-data, checked by its kind before it is stored. The
 * admin's and the teacher's areas register it behind their own guard; `checkSender` refuses a
 * sender before any byte of the file is read.
 */
export function uploadRoute(
  app: AppInstance,
  storage: MediaStorage,
  tags: string[],
  checkSender?: (request: FastifyRequest) => Promise<void>,
) {
  app.post(
    '/uploads',
    jsonRoute(
      tags,
      {
        description: 'multipart/form-data with one `file`; the kind decides the checks and limit.',
        querystring: z.object({ kind: uploadKindSchema }),
        answer: uploadResponseSchema,
      },
      { preHandler: checkSender },
    ),
    async (request) => {
      const { kind } = request.query;
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const part = await request.file({ limits: { fileSize: UPLOAD_LIMITS[kind] + 1, files: 1 } });
      if (!part) throw new AppError('VALIDATION_FAILED', { file: 'VALIDATION_FAILED' });
      return ok({ ...(await storeUpload(storage, kind, part.file)), kind });
    },
  );
}
