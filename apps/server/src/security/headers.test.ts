import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryDirectory, useTestApp } from '../test/test-app';

const dir = temporaryDirectory();
const dist = path.join(dir, 'dist');
mkdirSync(path.join(dist, 'assets'), { recursive: true });
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Academy</title>');
mkdirSync(path.join(dir, 'uploads', 'seed'), { recursive: true });
writeFileSync(path.join(dir, 'uploads', 'seed', 'pic.webp'), Buffer.from('RIFF0000WEBPVP8 '));
const ctx = useTestApp({ WEB_DIST_DIR: dist, UPLOADS_DIR: path.join(dir, 'uploads') });

describe('security headers', () => {
  it('are on pages, JSON, media, 404s and errors alike', async () => {
    const responses = {
      page: await ctx.app.inject({ url: '/courses' }),
      json: await ctx.app.inject({ url: '/api/course/lists' }),
      media: await ctx.app.inject({ url: '/media/seed/pic.webp' }),
      notFoundPage: await ctx.app.inject({ url: '/no/such/page' }),
      notFoundApi: await ctx.app.inject({ url: '/api/nope' }),
      badRequest: await ctx.app.inject({ url: '/api/course/get?course_id=abc' }),
      lockedMedia: await ctx.app.inject({ url: '/media/seed/lesson.mp4' }),
    };
    expect(responses.page.statusCode).toBe(200);
    expect(responses.notFoundPage.statusCode).toBe(404);
    for (const [name, response] of Object.entries(responses)) {
      const headers = response.headers;
      expect(headers['content-security-policy'], name).toMatch(/default-src 'self'/);
      expect(headers['content-security-policy'], name).toMatch(/frame-ancestors 'self'/);
      expect(headers['content-security-policy'], name).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(headers['x-content-type-options'], name).toBe('nosniff');
      expect(headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
    }
  });

  it('grants no CORS to a hostile origin', async () => {
    const response = await ctx.app.inject({
      url: '/api/course/lists',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/users/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
