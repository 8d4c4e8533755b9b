import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { type AppRoute, appRoutes } from '@academy/contracts/app-routes';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { drizzleOptions } from './db/database';
import { pageModuleSource } from './plugins/page-preloads';
import { buildCourse } from './test/factories';
import { buildIsolatedApp, temporaryDirectory, useTestApp } from './test/test-app';

const ctx = useTestApp();
const scratch = temporaryDirectory();

describe('API envelope', () => {
  it('answers unknown /api paths with a JSON 404 envelope', async () => {
    const response = await ctx.app.inject({ url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ code: 0, msg: '未找到相关内容。', error: 'NOT_FOUND' });
  });

  it('words field problems plainly in the request language', async () => {
    const field = async (url: string, language: string) =>
      (await ctx.app.inject({ url, headers: { 'accept-language': language } })).json().fields;
    expect(await field('/api/course/get?course_id=abc', 'zh-CN')).toEqual({
      course_id: '应为数字。',
    });
    expect(await field('/api/course/get?course_id=abc', 'en')).toEqual({
      course_id: 'Must be a number.',
    });
    expect(await field('/api/course/get?course_id=0', 'zh-CN')).toEqual({
      course_id: '不能小于1。',
    });
    expect(await field('/api/course/lists?level=expert', 'en')).toEqual({
      level: 'Must be one of: beginner, intermediate, advanced.',
    });
  });

  it('reports a healthy database', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.json()).toEqual({
      code: 1,
      msg: 'ok',
      data: { status: 'ok', database: 'ok', schema: 'ok', rate_limits: 'local' },
    });
  });

  it('reports red when the database cannot serve this build: a table gone, a migration missing', async () => {
    const red = async () => {
      const response = await ctx.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 0, error: 'SERVICE_UNAVAILABLE' });
    };
    await ctx.db.execute(sql`alter table redemptions rename to redemptions_away`);
    try {
      await red();
    } finally {
      await ctx.db.execute(sql`alter table redemptions_away rename to redemptions`);
    }
    const [last] = (
      await ctx.db.execute<{ id: number; hash: string; created_at: string }>(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`,
      )
    ).rows;
    if (!last) throw new Error('no migrations recorded');
    await ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      await red();
    } finally {
      await ctx.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it.each([
    {
      what: 'malformed JSON',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
      status: 400,
      error: 'VALIDATION_FAILED',
    },
    {
      what: 'an oversized body',
      headers: {},
      payload: { email: 'a@example.com', password: 'x'.repeat(300 * 1024) },
      status: 413,
      error: 'PAYLOAD_TOO_LARGE',
    },
    {
      what: 'a wrong content type',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
      status: 415,
      error: 'UNSUPPORTED_MEDIA_TYPE',
    },
  ])('turns $what into an envelope', async ({ headers, payload, status, error }) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers,
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code: 0, error });
  });

  it('sets strict security headers', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes OpenAPI generated from the contracts', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/users/login', '/api/users/register', '/api/health']),
    );
    expect(JSON.stringify(document.paths['/api/users/login'].post.requestBody)).toContain(
      'password',
    );

    // The docs UI is served under the same strict policy as every other page.
    const ui = await ctx.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-security-policy']).toContain("script-src 'self';");
    expect(ui.headers['content-security-policy']).not.toContain('https:');
  });
});

describe('the start', () => {
  it('builds the app without a statement, so it is built while the database opens', async () => {
    const sent: string[] = [];
    const refuse = async (statement: string) => {
      sent.push(statement);
      throw new Error('the database is still opening');
    };
    const opening = drizzle({
      client: { query: refuse, exec: refuse } as never,
      ...drizzleOptions,
    }) as unknown as typeof ctx.db;
    const app = await buildIsolatedApp({}, { db: opening });
    expect(sent).toEqual([]);
    // Its first statement is sent once it is started: the media signing key is read.
    await expect(app.ready()).rejects.toThrow();
    expect(sent).toEqual([expect.stringContaining('"site_settings"')]);
  });
});

describe('web app', () => {
  function buildDist() {
    const dist = mkdtempSync(path.join(scratch, 'dist-'));
    mkdirSync(path.join(dist, 'assets'));
    // Real shells are several kB (the stylesheet is inline), well above the compression floor.
    const style = `<style>${'.a{color:red}'.repeat(200)}</style>`;
    const html = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>Academy</title><meta name="description" content="The academy" /><script type="module" crossorigin src="/assets/index-abc123.js"></script>${style}</head><body><div id="root"><!--shell--><header></header><!--/shell--></div></body></html>`;
    writeFileSync(path.join(dist, 'index.html'), html);
    writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(html));
    const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /admin\n');
    return dist;
  }

  it('preloads the modules of the requested page in the browser language', async () => {
    const dist = buildDist();
    mkdirSync(path.join(dist, '.vite'));
    // Every page module the route table names is in a build; this one imports shared chunks.
    const pageModules = Object.fromEntries(
      Object.values(appRoutes as Record<string, AppRoute>).flatMap(({ page }) =>
        page ? [[pageModuleSource(page), { file: `assets/${page}.js` }]] : [],
      ),
    );
    const manifest = {
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_states.js': { file: 'assets/states-2.js', imports: ['_react.js'] },
      ...pageModules,
      [pageModuleSource('course-list-page')]: {
        file: 'assets/course-list-page-3.js',
        imports: ['_react.js', '_states.js'],
      },
      ...Object.fromEntries(
        ['en', 'zh'].flatMap((locale) =>
          ['common', 'errors', 'catalogue', 'pages'].map((namespace) => [
            // The error messages are the contracts package's, shared with the server.
            namespace === 'errors'
              ? `../../packages/contracts/src/locales/${locale}/errors.json`
              : `src/locales/${locale}/${namespace}.json`,
            { file: `assets/${locale}-${namespace}.js` },
          ]),
        ),
      ),
    };
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const app = await buildIsolatedApp({ WEB_DIST_DIR: dist });
    const preloads = async (url: string, language: string) => {
      const response = await app.inject({ url, headers: { 'accept-language': language } });
      expect(response.headers.vary).toContain('accept-language');
      return [...response.body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
        (match) => match[1],
      );
    };

    expect(await preloads('/courses?level=beginner', 'en-US,en;q=0.9')).toEqual([
      '/assets/en-common.js',
      '/assets/en-errors.js',
      '/assets/en-catalogue.js',
      '/assets/course-list-page-3.js',
      '/assets/states-2.js',
    ]);
    expect(await preloads('/courses', 'zh-CN')).toContain('/assets/zh-catalogue.js');
    expect(await preloads('/no/such/page', 'zh-CN')).toEqual([
      '/assets/zh-common.js',
      '/assets/zh-errors.js',
      '/assets/zh-pages.js',
    ]);
    expect(await preloads('/admin/users', 'en')).toEqual([
      '/assets/en-common.js',
      '/assets/en-errors.js',
    ]);
    await app.close();

    // A build that lacks a page the route table names is broken: refused at start.
    const broken: Record<string, unknown> = { ...manifest };
    delete broken[pageModuleSource('faq-page')];
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(broken));
    await expect(buildIsolatedApp({ WEB_DIST_DIR: dist })).rejects.toThrow(/faq-page/);
  });

  it("renders a public page with the web's renderer, its reads answered by the API as a guest's", async () => {
    const dist = buildDist();
    // A shell as Vite writes it, with a module preload beside the entry.
    const shell = readFileSync(path.join(dist, 'index.html'), 'utf8').replace(
      '</script>',
      '</script><link rel="modulepreload" crossorigin href="/assets/vendor-abc123.js">',
    );
    writeFileSync(path.join(dist, 'index.html'), shell);
    writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(shell));
    // The web build's renderer (apps/web/src/entry-server.tsx, tested there) as the plugin
    // meets it: it reads through the API it is given and returns the page's parts.
    mkdirSync(`${dist}-ssr`);
    writeFileSync(
      path.join(`${dist}-ssr`, 'entry-server.js'),
      `export async function renderPage({ url, locale, origin, read }) {
        const id = /^\\/courses\\/(\\d+)$/.exec(url)?.[1];
        const reads = ['/api/site/settings', ...(id ? ['/api/course/get?course_id=' + id] : [])];
        const answers = {};
        for (const path of reads) {
          const { status, body } = await read(path);
          if (status === 200) answers[path] = JSON.parse(body);
        }
        const rendered = !url.startsWith('/auth/');
        return {
          html: rendered ? '<main>' + locale + " $& $' " + url + '</main>' : undefined,
          head: rendered ? '<title>' + origin + '</title>' : '',
          preloads: id ? '<link rel="preload" as="image" href="/media/c' + id + '.webp">' : '',
          lang: locale === 'en' ? 'en' : 'zh-CN',
          answers: JSON.stringify(answers),
        };
      }`,
    );
    const app = await buildIsolatedApp({
      WEB_DIST_DIR: dist,
      PUBLIC_URL: 'https://academy.example',
    });
    const course = await buildCourse(ctx.db, { title: 'Options, slowly' });
    const answersIn = (html: string) => {
      const json = html.match(
        /<script type="application\/json" id="first-render">(.*?)<\/script>/s,
      );
      expect(json, 'the answers element').not.toBeNull();
      return JSON.parse(json?.[1] ?? '') as Record<string, { code: number; data: unknown }>;
    };

    const page = await app.inject({
      url: `/courses/${course.id}`,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<html lang="en">');
    // The shell's own title and description give way to the page's head.
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    expect(page.body).toContain('<title>https://academy.example</title>');
    expect(page.body).not.toContain('<meta name="description"');
    // The lead image's preload opens the head, and the app, which a rendered page does not need
    // to be read, is started by the boot script once the pictures have arrived.
    expect(page.body).toContain(
      `<head><meta charset="UTF-8" />\n    <link rel="preload" as="image" href="/media/c${course.id}.webp"><script`,
    );
    expect(page.body).toContain(
      '<script src="/boot.js" data-entry="/assets/index-abc123.js" defer></script>',
    );
    expect(page.body).not.toContain('type="module"');
    expect(page.body).not.toContain('rel="modulepreload"');
    // No `$&` or `$'` in a page is read as a replacement pattern.
    expect(page.body).toContain(
      `<div id="root" data-rendered-in="en"><main>en $& $' /courses/${course.id}</main></div>`,
    );
    const answers = answersIn(page.body);
    const direct = await app.inject({ url: `/api/course/get?course_id=${course.id}` });
    expect(answers[`/api/course/get?course_id=${course.id}`]).toEqual(direct.json());
    expect(Object.keys(answers)).toEqual([
      '/api/site/settings',
      `/api/course/get?course_id=${course.id}`,
    ]);

    // A read that does not answer 200 is left for the page to ask about.
    expect(Object.keys(answersIn((await app.inject({ url: '/courses/999999' })).body))).toEqual([
      '/api/site/settings',
    ]);

    // A page the renderer does not render keeps the shell, with its reads' answers.
    const login = await app.inject({ url: '/auth/login', headers: { 'accept-language': 'zh' } });
    expect(login.body).toContain('<html lang="zh-CN">');
    expect(login.body).toContain('<div id="root"><!--shell-->');
    expect(login.body).toContain(
      '<script type="module" crossorigin src="/assets/index-abc123.js">',
    );
    expect(login.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/vendor-abc123.js">',
    );
    expect(Object.keys(answersIn(login.body))).toEqual(['/api/site/settings']);
    await app.close();
  });

  it('serves the SPA shell, pre-compressed immutable assets and honest 404s', async () => {
    const app = await buildIsolatedApp({ WEB_DIST_DIR: buildDist() });
    const br = { 'accept-encoding': 'gzip, deflate, br' };

    const home = await app.inject({ url: '/', headers: br });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['cache-control']).toBe('no-cache');

    for (const url of [
      '/courses/12',
      '/courses/3/content/9',
      '/admin/users',
      '/auth/login?redirect=%2Fprofile',
    ]) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root"><!--shell-->');
    }

    const unknown = await app.inject({ url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);

    const asset = await app.inject({ url: '/assets/index-abc123.js', headers: br });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log(');
    // The compressed copies are reached through their original's route only.
    expect((await app.inject({ url: '/assets/index-abc123.js.br' })).statusCode).toBe(404);

    expect((await app.inject({ url: '/robots.txt' })).body).toContain('Disallow: /admin');
    const legacy = await app.inject({ url: '/admin/points.html' });
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe('/admin/points');

    const api = await app.inject({ url: '/api/unknown' });
    expect(api.json()).toMatchObject({ error: 'NOT_FOUND' });
    await app.close();
  });
});
