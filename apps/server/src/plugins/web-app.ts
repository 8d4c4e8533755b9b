import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isAppPath } from '@academy/contracts/app-routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type MediaSigner, PROTECTED_MEDIA } from '../lib/media-signature';
import { sendError } from './error-handler';

export interface WebAppOptions {
  distDir: string;
  uploadsDir: string;
  signer: MediaSigner;
}

function safeDecode(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

interface IndexDocument {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The spec's old external admin pages are real admin screens now. */
const legacyAdminPages = ['redemptions', 'rewards', 'points'] as const;

function readIndexDocument(distDir: string): IndexDocument | null {
  const file = path.join(distDir, 'index.html');
  if (!existsSync(file)) return null;
  const variant = (suffix: string) =>
    existsSync(file + suffix) ? readFileSync(file + suffix) : undefined;
  const br = variant('.br');
  const gzip = variant('.gz');
  return { identity: readFileSync(file), ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) };
}

function sendIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  index: IndexDocument,
  status: number,
) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (index.br && /\bbr\b/.test(accepted)) {
    return reply.header('content-encoding', 'br').send(index.br);
  }
  if (index.gzip && /\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(index.gzip);
  }
  return reply.send(index.identity);
}

/**
 * Serves uploaded media under /media (with HTTP Range, for seeking) and the built SPA:
 * hashed assets pre-compressed and cached for a year, the app shell for every app route,
 * and the same shell with a real 404 status for unknown pages. Unknown /api paths get the
 * JSON envelope.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(async (media) => {
    // Lesson files of every course go out only on a valid, unexpired signed link, which the
    // content call hands to those allowed to see the lesson.
    media.addHook('onRequest', async (request, reply) => {
      const [pathname = '', search = ''] = request.url.split('?');
      if (!PROTECTED_MEDIA.test(pathname)) return;
      const query = new URLSearchParams(search);
      const decoded = safeDecode(pathname);
      if (
        !decoded ||
        !options.signer.isValid(
          decoded,
          query.get('expires') ?? undefined,
          query.get('sig') ?? undefined,
        )
      ) {
        return sendError(request, reply, 'FORBIDDEN', 403);
      }
    });
    await media.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) =>
        res.header(
          'cache-control',
          PROTECTED_MEDIA.test(filePath) ? 'private, max-age=600' : 'public, max-age=3600',
        ),
    });
  });

  const index = readIndexDocument(options.distDir);
  if (index) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      decorateReply: false,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  for (const page of legacyAdminPages) {
    app.get(`/admin/${page}.html`, { schema: { hide: true } }, (_request, reply) =>
      reply.redirect(`/admin/${page}`, 301),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/media/');
    if (index && isPageRequest) {
      return sendIndex(request, reply, index, isAppPath(pathname) ? 200 : 404);
    }
    return sendError(request, reply, 'NOT_FOUND', 404);
  });
});
