import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { type AppRouteName, matchAppRoute } from '@academy/contracts/app-routes';
import type { Locale } from '@academy/contracts/rules';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestLocale } from '../lib/locale';
import { type MediaSigner, PROTECTED_MEDIA } from '../lib/media-signature';
import { sendError } from './error-handler';
import { readPagePreloads, withModulePreloads } from './page-preloads';

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

/** The spec's old external admin pages are real admin screens now. */
const legacyAdminPages = ['redemptions', 'rewards', 'points'] as const;

interface IndexDocument {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The app shell for each route and language: the built index.html with the page's own modules
 * preloaded, compressed once on first use (a few kB, a handful of variants).
 */
function indexDocuments(distDir: string) {
  const file = path.join(distDir, 'index.html');
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  const preloads = readPagePreloads(distDir);
  const documents = new Map<string, IndexDocument>();
  return (route: AppRouteName | undefined, locale: Locale): IndexDocument => {
    const key = `${route}:${locale}`;
    const known = documents.get(key);
    if (known) return known;
    const identity = Buffer.from(withModulePreloads(html, preloads(route, locale)));
    const document = {
      identity,
      br: brotliCompressSync(identity, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
      }),
      gzip: gzipSync(identity, { level: 9 }),
    };
    documents.set(key, document);
    return document;
  };
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
    // The preloaded texts follow the language the browser asks for.
    .header('vary', 'accept-encoding, accept-language');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(index.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(index.gzip);
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

  const index = indexDocuments(options.distDir);
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
      const route = matchAppRoute(pathname);
      return sendIndex(request, reply, index(route, requestLocale(request)), route ? 200 : 404);
    }
    return sendError(request, reply, 'NOT_FOUND', 404);
  });
});
