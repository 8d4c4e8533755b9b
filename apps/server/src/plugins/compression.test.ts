import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildCourse } from '../test/factories';
import { useTestApp } from '../test/test-app';

const ctx = useTestApp();

/** A list long enough to be worth compressing. */
async function listUrl() {
  for (let index = 0; index < 10; index++) await buildCourse(ctx.db);
  return '/api/course/lists?page=1&page_size=10';
}

describe('compression of answers', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    // The client's preference decides: q-values are honoured.
    ['gzip;q=1.0, br;q=0.8', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.0, gzip;q=0', undefined],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding %j → %s, and the body is the same JSON', async (header, expected) => {
    const url = await listUrl();
    const plain = await ctx.get(url);
    const answer = await ctx.get(url, { 'accept-encoding': header });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe(expected);
    // A cache between us and the client must keep the encodings apart.
    if (expected) expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
    const body = answer.rawPayload;
    const decoded =
      expected === 'br'
        ? brotliDecompressSync(body)
        : expected === 'gzip'
          ? gunzipSync(body)
          : body;
    expect(JSON.parse(decoded.toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const answer = await ctx.get('/api/health', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});
