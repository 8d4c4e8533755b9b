import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type AppRouteName,
  appRouteNames,
  appRoutes,
  legacyRedirects,
} from '@academy/contracts/app-routes';
import { callUrl, firstRenderReads, leadImage, readKey } from '@academy/contracts/first-render';
import type { Locale } from '@academy/contracts/rules';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestLocale } from '../lib/locale';
import type { MediaSigner } from '../lib/media-signature';
import type { MediaStore } from '../lib/media-storage';
import { requestTarget } from '../lib/request-target';
import { sendError } from './error-handler';
import { mediaPlugin } from './media';
import { readPagePreloads, withModulePreloads } from './page-preloads';

export interface WebAppOptions {
  distDir: string;
  storage: MediaStore;
  signer: MediaSigner;
}

/**
 * The built shell with its stylesheet in a `<style>` element (7 kB compressed): the first paint
 * then needs the HTML alone, not a second round trip. Styles may be inline (decision 0003).
 */
function withInlineStyles(html: string, distDir: string): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g,
    (link, file: string) => {
      const css = readFileSync(path.join(distDir, file), 'utf8');
      return css.includes('</') ? link : `<style>${css}</style>`;
    },
  );
}

/**
 * The app shell for each route and language: the built index.html with the page's own modules
 * preloaded, made once on first use (a few kB, a handful of variants).
 */
function indexDocuments(distDir: string) {
  const file = path.join(distDir, 'index.html');
  if (!existsSync(file)) return null;
  const html = withInlineStyles(readFileSync(file, 'utf8'), distDir);
  const preloads = readPagePreloads(distDir);
  const documents = new Map<string, string>();
  return (route: AppRouteName | undefined, locale: Locale): string => {
    const key = `${route}:${locale}`;
    const known = documents.get(key);
    if (known) return known;
    const document = withModulePreloads(html, preloads(route, locale));
    documents.set(key, document);
    return document;
  };
}

/** A page the SPA has, as the router matched it. */
interface ShellRequest {
  route: AppRouteName;
  params: Record<string, string | undefined>;
}

/**
 * The answers to a page's first reads as the API gives them to a guest, through the API itself
 * (its validation, guest cache and this visitor's rate limit), as JSON to put in the page, and
 * the page's lead image (decision 0013). A read that does not answer 200 is left for the page.
 */
async function firstRender(
  app: FastifyInstance,
  request: FastifyRequest,
  page: ShellRequest,
  search: URLSearchParams,
): Promise<{ answers: string; leadImage: string | undefined }> {
  const reads = firstRenderReads(page.route, page.params, search).map(callUrl);
  const answers = await Promise.all(
    reads.map(async (url) => {
      const response = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: { 'accept-language': request.headers['accept-language'] ?? '' },
      });
      return response.statusCode === 200 ? response.body : undefined;
    }),
  );
  const entries = reads.flatMap((url, index) => {
    const answer = answers[index];
    return answer === undefined
      ? []
      : [`${JSON.stringify(readKey(new URL(url, 'http://academy.invalid')))}:${answer}`];
  });
  // The page's own first read (after the layout's) holds its lead image.
  const firstPageAnswer = answers[1] === undefined ? undefined : JSON.parse(answers[1]).data;
  const image = leadImage(page.route, firstPageAnswer);
  return {
    // `<` never appears outside a JSON string, and inside one `\u003c` reads the same, so no
    // text in an answer can close the script element.
    answers: `{${entries.join(',')}}`.replaceAll('<', '\\u003c'),
    // Only our own media: the image policy allows nothing else, and the path needs no escaping.
    leadImage: image && /^\/media\/[\w./-]+$/.test(image) ? image : undefined,
  };
}

/**
 * The page, compressed on its way out by the compression plugin as the browser accepts (the
 * 404 page, answered by the not-found handler, which no route hook reaches, leaves as it is).
 */
function sendIndex(reply: FastifyReply, document: string, status: number) {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // The preloaded texts follow the language the browser asks for.
      .header('vary', 'accept-language')
      .send(document)
  );
}

/**
 * Serves media (`./media`) and the built SPA:
 * hashed assets pre-compressed and cached for a year, the app shell for every app route,
 * and the same shell with a real 404 status for unknown pages. Unknown /api paths get the
 * JSON envelope.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  await app.register(mediaPlugin, { storage: options.storage, signer: options.signer });

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
        res.setHeader(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  for (const [from, to] of Object.entries(legacyRedirects)) {
    app.get(from, { schema: { hide: true } }, (_request, reply) => reply.redirect(to, 301));
  }

  if (index) {
    // Every page of the route table is a route of its own, so Fastify's router is the one
    // matcher of page paths, and each answer passes through the compression plugin's hook.
    for (const route of appRouteNames) {
      app.get(appRoutes[route].pattern, { schema: { hide: true } }, async (request, reply) => {
        const document = index(route, requestLocale(request));
        const params = request.params as Record<string, string | undefined>;
        const search = new URLSearchParams(requestTarget(request.url).search);
        const rendered = await firstRender(app, request, { route, params }, search);
        const preload = rendered.leadImage
          ? `<link rel="preload" as="image" fetchpriority="high" href="${rendered.leadImage}">\n  `
          : '';
        // Functions, so no `$&` or `$'` in an answer is read as a replacement pattern.
        const html = document
          .replace('</head>', () => `${preload}</head>`)
          .replace(
            '</body>',
            () =>
              `<script type="application/json" id="first-render">${rendered.answers}</script>\n  </body>`,
          );
        return sendIndex(reply, html, 200);
      });
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const { path: pathname } = requestTarget(request.url);
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/media/');
    if (index && isPageRequest) {
      return sendIndex(reply, index(undefined, requestLocale(request)), 404);
    }
    return sendError(request, reply, 'NOT_FOUND', 404);
  });
});
