import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildCourse } from '../test/factories';
import { useTestApp } from '../test/test-app';
import { compressionPlugin } from './compression';

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

describe('compression of a streamed answer', () => {
  it.each([
    ['br', createBrotliDecompress],
    ['gzip', createGunzip],
  ])(
    '%s passes each chunk on as it is written, not once the stream ends',
    async (encoding, decoder) => {
      // The second chunk is written only once the client has read the first: a compressor that
      // held the first back would leave both sides waiting, and the test would time out.
      let firstArrived: () => void = () => {};
      const clientHasFirst = new Promise<void>((resolve) => {
        firstArrived = resolve;
      });
      async function* rows() {
        yield `id,name\n${'1,first row\n'.repeat(200)}`;
        await clientHasFirst;
        yield '2,second row\n';
      }
      const app = Fastify();
      await app.register(compressionPlugin);
      app.get('/export', (_request, reply) =>
        reply.type('text/csv; charset=utf-8').send(Readable.from(rows())),
      );
      await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const { port } = app.server.address() as AddressInfo;
        const text = await new Promise<string>((resolve, reject) => {
          request(
            { port, path: '/export', headers: { 'accept-encoding': encoding } },
            (response) => {
              expect(response.headers['content-encoding']).toBe(encoding);
              let received = '';
              response
                .pipe(decoder())
                .on('data', (chunk: Buffer) => {
                  received += chunk.toString();
                  if (received.includes('first row')) firstArrived();
                })
                .on('end', () => resolve(received))
                .on('error', reject);
            },
          )
            .on('error', reject)
            .end();
        });
        expect(text).toBe(`id,name\n${'1,first row\n'.repeat(200)}2,second row\n`);
      } finally {
        await app.close();
      }
    },
  );
});
