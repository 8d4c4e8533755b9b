import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isPublicMedia, type MediaSigner } from '../lib/media-signature';
import { sendError } from './error-handler';

export interface MediaOptions {
  uploadsDir: string;
  signer: MediaSigner;
}

/**
 * A media path as the router decoded it, accepted only in its one canonical spelling: no empty,
 * `.` or `..` segments, no backslash, no control character and no `%` left over from a double
 * encoding. Whatever is checked below is then exactly the file that is served: there is no
 * second spelling of a lesson file that could pass for an image.
 */
function isCanonicalMediaPath(relative: string): boolean {
  return (
    relative.length > 0 &&
    !/[\\%\p{Cc}]/u.test(relative) &&
    relative.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
  );
}

/**
 * Serves uploaded and seeded media under /media (with HTTP Range, for seeking). Lesson files go
 * out only on a valid, unexpired signed link, which the content call hands to those allowed to
 * see the lesson. The rule is deny-by-default: only images are public, decided on the decoded
 * path the router matched (never on the raw request target), and every other file needs a
 * signature for that very path.
 */
export async function mediaPlugin(app: FastifyInstance, options: MediaOptions) {
  mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    serve: false,
    index: false,
    cacheControl: false,
  });

  app.get<{ Params: { '*': string }; Querystring: { expires?: unknown; sig?: unknown } }>(
    '/media/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const relative = request.params['*'];
      if (!isCanonicalMediaPath(relative)) return sendError(request, reply, 'NOT_FOUND', 404);
      const pathname = `/media/${relative}`;
      const isPublic = isPublicMedia(pathname);
      if (!isPublic) {
        const { expires, sig } = request.query;
        const isSigned = options.signer.isValid(
          pathname,
          typeof expires === 'string' ? expires : undefined,
          typeof sig === 'string' ? sig : undefined,
        );
        if (!isSigned) return sendError(request, reply, 'FORBIDDEN', 403);
      }
      reply.header('cache-control', isPublic ? 'public, max-age=3600' : 'private, max-age=600');
      return reply.sendFile(relative, path.resolve(options.uploadsDir));
    },
  );
}
