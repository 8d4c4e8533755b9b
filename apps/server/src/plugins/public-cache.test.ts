import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../modules/site/site.service';
import { buildCourse, buildUser, sessionHeaders } from '../test/factories';
import { useTestApp } from '../test/test-app';

describe('public read cache', () => {
  const ctx = useTestApp({ PUBLIC_CACHE_SECONDS: '60' });

  it("reuses guests' answers, never signed-in ones, and forgets them on an admin write", async () => {
    await buildCourse(ctx.db, { title: 'First' });
    const guest = () => ctx.app.inject({ url: '/api/course/lists' });
    const first = await guest();
    expect(first.headers['x-cache']).toBeUndefined();
    await buildCourse(ctx.db, { title: 'Second' });

    const cached = await guest();
    expect(cached.headers['x-cache']).toBe('hit');
    expect(cached.json().data.count).toBe(1);
    expect(cached.headers['content-security-policy']).toBeDefined();

    const learner = await buildUser(ctx.db);
    const personal = await ctx.app.inject({
      url: '/api/course/lists',
      headers: await sessionHeaders(ctx.db, learner.id),
    });
    expect(personal.headers['x-cache']).toBeUndefined();
    expect(personal.json().data.count).toBe(2);

    const admin = await buildUser(ctx.db, { role: 'admin' });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: await sessionHeaders(ctx.db, admin.id),
      payload: { ...DEFAULT_SETTINGS, support_hours: '9–18' },
    });
    const fresh = await guest();
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.json().data.count).toBe(2);
  });

  it('sends JSON compressed to clients that accept it, cached answers too', async () => {
    for (let index = 0; index < 3; index += 1) await buildCourse(ctx.db);
    const read = (encoding: string) =>
      ctx.app.inject({ url: '/api/course/lists', headers: { 'accept-encoding': encoding } });

    const plain = await read('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const answer of [await read('gzip, deflate, br'), await read('br')]) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(plain.body);
    }
    expect((await read('br')).headers['x-cache']).toBe('hit');

    const small = await ctx.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('public read cache turned off', () => {
  const ctx = useTestApp({ PUBLIC_CACHE_SECONDS: '0' });

  it('answers every guest from the database, even within one millisecond', async () => {
    await buildCourse(ctx.db, { title: 'First' });
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-26T10:00:00Z'));
    try {
      const guest = () => ctx.app.inject({ url: '/api/course/lists' });
      expect((await guest()).headers['x-cache']).toBeUndefined();
      await buildCourse(ctx.db, { title: 'Second' });
      const again = await guest();
      expect(again.headers['x-cache']).toBeUndefined();
      expect(again.json().data.count).toBe(2);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
