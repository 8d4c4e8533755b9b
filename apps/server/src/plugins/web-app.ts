import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type AppRouteName,
  appRouteNames,
  appRoutes,
  legacyRedirects,
} from '@academy/contracts/app-routes';
import type { Locale } from '@academy/contracts/rules';
import type { RenderPage } from '@academy/contracts/server-render';
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
  /** The academy's public address: the canonical and share links of rendered pages. */
  publicUrl: string;
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
 * The shell of a page React renders on the server. The page is read before its scripts run, so
 * they wait for its pictures: in place of the entry's module script, `boot.js` (the web app's
 * `src/boot.ts`, built beside its assets) adds it once the lead pictures have arrived, and no
 * module is preloaded beside them. On a slow network the modules shared the bandwidth the lead
 * picture needed, and Lighthouse counted every script that had arrived before the picture was
 * painted (decision 0036).
 */
const withAppAfterPictures = (html: string) =>
  html
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      '<script src="/boot.js" data-entry="$1" defer></script>',
    )
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');

/**
 * The app shell for each route and language, made once on first use (a few kB, a handful of
 * variants): the built index.html with the page's own modules preloaded or, for a page the
 * server renders, with its app started after its pictures.
 */
function indexDocuments(distDir: string, rendersPages: boolean) {
  const file = path.join(distDir, 'index.html');
  if (!existsSync(file)) return null;
  const html = withInlineStyles(readFileSync(file, 'utf8'), distDir);
  const preloads = readPagePreloads(distDir);
  const documents = new Map<string, string>();
  return (route: AppRouteName | undefined, locale: Locale): string => {
    const key = `${route}:${locale}`;
    const known = documents.get(key);
    if (known) return known;
    const document =
      rendersPages && route && appRoutes[route].serverRendered
        ? withAppAfterPictures(html)
        : withModulePreloads(html, preloads(route, locale));
    documents.set(key, document);
    return document;
  };
}

/** The web app's server renderer (`apps/web/src/entry-server.tsx`), built beside the app. */
async function loadRenderer(distDir: string): Promise<RenderPage | undefined> {
  const file = path.join(`${distDir}-ssr`, 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

/**
 * The page for a guest: its first reads answered through the API itself (its validation, guest
 * cache and this visitor's rate limit) and, for a public page, rendered by React with its head
 * (decision 0036). The answers go into the page as JSON the browser does not execute.
 */
async function renderedDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  render: RenderPage,
  shell: string,
  origin: string,
): Promise<string> {
  const page = await render({
    url: request.url,
    locale: requestLocale(request),
    origin,
    read: async (url) => {
      const response = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: { 'accept-language': request.headers['accept-language'] ?? '' },
      });
      return { status: response.statusCode, body: response.body };
    },
  });
  // Functions, so no `$&` or `$'` in a page is read as a replacement pattern.
  let html = shell
    .replace(/<html lang="[^"]*">/, () => `<html lang="${page.lang}">`)
    .replace(
      '</body>',
      () => `<script type="application/json" id="first-render">${page.answers}</script>\n  </body>`,
    );
  if (page.html !== undefined) {
    html = html
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta name="description" content="[^"]*"\s*\/?>\s*/, '')
      .replace(/<meta charset="[^"]*"\s*\/?>/, (charset) =>
        page.preloads ? `${charset}\n    ${page.preloads}` : charset,
      )
      .replace('</head>', () => `${page.head}\n  </head>`)
      .replace(
        /<div id="root">[\s\S]*?<!--\/shell-->\s*<\/div>/,
        () =>
          `<div id="root" data-rendered-in="${page.lang === 'en' ? 'en' : 'zh'}">${page.html}</div>`,
      );
  }
  return html;
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

  const render = await loadRenderer(options.distDir);
  const index = indexDocuments(options.distDir, render !== undefined);
  if (index) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // A route per file, but none for the compressed copies beside them: a request that
      // accepts brotli or gzip gets the copy through its original's route, and the start
      // registers a third of the routes.
      globIgnore: ['**/*.br', '**/*.gz'],
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
        const shell = index(route, requestLocale(request));
        const html = render
          ? await renderedDocument(app, request, render, shell, options.publicUrl)
          : shell;
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
