import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openMediaStorage } from '../lib/open-media-storage';
import { buildContent, buildCourse, buildUser, sessionHeaders } from '../test/factories';
import { startS3Server } from '../test/s3-server';
import { withTamperedSignature } from '../test/signed-links';
import { type Headers, temporaryDirectory, useTestApp } from '../test/test-app';

const s3 = await startS3Server();
afterAll(() => s3.close());
const dataDir = temporaryDirectory();

const png = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(64, 1),
]);
const clip = Buffer.from(Array.from({ length: 4096 }, (_, index) => index % 251));

// Every test of the media path runs on both stores: the app's rules must not depend on which.
describe.each([
  ['the uploads folder', { UPLOADS_DIR: path.join(dataDir, 'uploads') }],
  ['an S3 bucket', s3.env],
])('media on %s', (_name, env) => {
  const ctx = useTestApp(env);
  const isBucket = 'S3_BUCKET' in env;
  const storage = openMediaStorage(loadConfig({ DATA_DIR: dataDir, ...env }));

  /** Fetches media as a browser does: a redirect to the store is followed, with its Range. */
  async function fetchMedia(url: string, headers: Headers = {}) {
    const answer = await ctx.app.inject({ url, headers });
    if (answer.statusCode !== 302) {
      return { status: answer.statusCode, body: answer.rawPayload, headers: answer.headers };
    }
    const location = String(answer.headers.location);
    expect(location.startsWith(`${s3.endpoint}/`), location).toBe(true);
    const direct = await fetch(location, { headers });
    return {
      status: direct.status,
      body: Buffer.from(await direct.arrayBuffer()),
      headers: Object.fromEntries(direct.headers),
      redirect: answer,
    };
  }

  async function putMedia(key: string, bytes: Buffer | string) {
    const file = path.join(dataDir, 'to-store');
    writeFileSync(file, bytes);
    await (await storage).putFile(key, file);
  }

  async function upload(kind: string, name: string, bytes: Buffer) {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    const request = new Request('http://localhost', { method: 'POST', body: form });
    return ctx.app.inject({
      method: 'POST',
      url: `/api/admin/uploads?kind=${kind}`,
      headers: {
        ...(await sessionHeaders(ctx.db, admin.id)),
        'content-type': request.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }

  async function lesson(contentData: object) {
    const course = await buildCourse(ctx.db, { difficultyLevel: 'beginner', pointsRequired: 0 });
    const video = await buildContent(ctx.db, course.id, { type: 'video', contentData });
    return (await ctx.get(`/api/content/get?content_id=${video.id}`)).json().data.content_data;
  }

  it('sends byte ranges of a lesson on its signed link only', async () => {
    await putMedia('lessons/clip.mp4', clip);
    const { url } = await lesson({ url: '/media/lessons/clip.mp4', transcript: 'Hello' });

    const media = await fetchMedia(url, { range: 'bytes=100-199' });
    expect(media.status).toBe(206);
    expect(media.headers['content-range']).toBe('bytes 100-199/4096');
    expect(media.body.equals(clip.subarray(100, 200))).toBe(true);
    if (isBucket) {
      // The store's link dies no later than the signed link the learner was given.
      const location = new URL(String(media.redirect?.headers.location));
      const linkLeft =
        Number(new URL(url, 'http://x').searchParams.get('expires')) - Date.now() / 1000;
      expect(Number(location.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(linkLeft + 1);
      expect(media.redirect?.headers['cache-control']).toBe('private, no-cache');
    }

    expect((await ctx.get('/media/lessons/clip.mp4')).statusCode).toBe(403);
    expect((await ctx.get(withTamperedSignature(url))).statusCode).toBe(403);
    const expired = url.replace(/expires=\d+/, 'expires=1000');
    expect((await ctx.get(expired)).statusCode).toBe(403);
  });

  it('serves uploaded images to anyone, cacheable, and captions through the app', async () => {
    const stored = await upload('image', 'photo.png', png);
    expect(stored.statusCode, stored.body).toBe(200);
    const image = await fetchMedia(stored.json().data.url);
    expect(image.status).toBe(200);
    expect(image.body.equals(png)).toBe(true);
    expect(image.headers['content-type']).toBe('image/png');
    if (isBucket) {
      const again = await ctx.app.inject({ url: stored.json().data.url });
      // The same link all hour: the browser's cached image is used again.
      expect(again.headers.location).toBe(image.redirect?.headers.location);
      expect(again.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    }

    await putMedia('lessons/clip.vtt', 'WEBVTT\n\n00:00.000 --> 00:02.000\nUploaded captions\n');
    const { captions } = await lesson({
      url: '/media/lessons/clip.mp4',
      transcript: 'Hello',
      captions: '/media/lessons/clip.vtt',
    });
    const track = await ctx.get(captions[0].url);
    expect(track.statusCode).toBe(200);
    expect(track.headers['content-type']).toMatch(/^text\/vtt/);
    expect(track.body).toContain('Uploaded captions');
    const missing = await lesson({
      url: '/media/lessons/clip.mp4',
      transcript: 'Hello',
      captions: '/media/lessons/none.vtt',
    });
    expect((await ctx.get(missing.captions[0].url)).statusCode).toBe(404);
  });

  it('keeps nothing of a refused upload and never serves what is being staged', async () => {
    const keys = async () => {
      const found: string[] = [];
      for await (const object of (await storage).list()) found.push(object.key);
      return found.sort();
    };
    const before = await keys();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect((await upload('image', 'evil.png', svg)).statusCode).toBe(415);
    expect(await keys()).toEqual(before);

    const stored = await upload('image', 'photo.png', png);
    const name = path.basename(stored.json().data.url);
    expect(await keys()).toEqual([...before, `admin/${name}`].sort());
    for (const url of [`/media/.staging/${name}`, '/media/.staging/x.part']) {
      expect((await ctx.get(url)).statusCode, url).toBe(404);
    }
  });

  it('lets pages load media from the store and from nowhere else', async () => {
    const policy = String((await ctx.get('/api/site/settings')).headers['content-security-policy']);
    const origin = isBucket ? ` ${s3.endpoint}` : '';
    expect(policy).toContain(`img-src 'self' data: blob:${origin};`);
    expect(policy).toContain(`media-src 'self' blob:${origin};`);
    expect(policy).toContain(`frame-src 'self'${origin};`);
    expect(policy).toContain("connect-src 'self';");
  });
});
