import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startS3Server } from '../test/s3-server';
import { temporaryDirectory } from '../test/test-app';
import type { MediaStore } from './media-storage';
import { openMediaStorage } from './open-media-storage';

const scratch = temporaryDirectory();
const s3 = await startS3Server();
afterAll(() => s3.close());

const stores: [string, MediaStore][] = [
  [
    'the uploads folder',
    await openMediaStorage({ uploadsDir: path.join(scratch, 'uploads'), s3: undefined }),
  ],
  ['an S3 bucket', await openMediaStorage(loadConfig({ ...s3.env, DATA_DIR: scratch }))],
];

let sequence = 0;
/** A file outside the store, as an upload leaves it once checked. */
function stagedFile(content: string): string {
  sequence += 1;
  const file = path.join(scratch, `staged-${sequence}`);
  writeFileSync(file, content);
  return file;
}

const keysOf = async (storage: MediaStore) => {
  const keys: string[] = [];
  for await (const object of storage.list()) keys.push(object.key);
  return keys.sort();
};

describe.each(stores)('media storage on %s', (_name, storage) => {
  it('puts, sizes, reads, lists and removes objects by key', async () => {
    const copied = stagedFile('first clip');
    await storage.putFile('lessons/a.mp4', copied);
    expect(existsSync(copied)).toBe(true);
    const moved = stagedFile('second');
    await storage.putFile('seed/b.webp', moved, { move: true });
    expect(existsSync(moved)).toBe(false);

    expect(await storage.size('lessons/a.mp4')).toBe(10);
    expect(await storage.size('lessons/none.mp4')).toBeUndefined();
    expect(await text(await storage.read('seed/b.webp'))).toBe('second');
    expect(await keysOf(storage)).toEqual(['lessons/a.mp4', 'seed/b.webp']);

    // Putting the same key again replaces it, so a repeated copy is harmless.
    await storage.putFile('lessons/a.mp4', stagedFile('replaced'));
    expect(await storage.size('lessons/a.mp4')).toBe(8);

    await storage.remove('lessons/a.mp4');
    await storage.remove('lessons/a.mp4');
    await storage.remove('seed/b.webp');
    expect(await keysOf(storage)).toEqual([]);
  });

  it('never lists what is still being staged', async () => {
    await storage.putFile('admin/c.png', stagedFile('png'));
    mkdirSync(storage.stagingDir, { recursive: true });
    writeFileSync(path.join(storage.stagingDir, 'x.part'), 'half');
    expect(await keysOf(storage)).toEqual(['admin/c.png']);
    await storage.remove('admin/c.png');
  });
});

describe('presigned links to a bucket', () => {
  const [, storage] = stores[1] as [string, MediaStore];
  if (storage.kind !== 's3') throw new Error('the second store is the bucket');

  it('fetch byte ranges straight from the store, and stop when they expire', async () => {
    await storage.putFile('lessons/clip.mp4', stagedFile('0123456789'.repeat(10)));
    const url = await storage.directUrl('lessons/clip.mp4', { expiresInSeconds: 60 });
    expect(url.startsWith(`${s3.endpoint}/academy-media/lessons/clip.mp4?`)).toBe(true);

    const ranged = await fetch(url, { headers: { range: 'bytes=10-14' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('bytes 10-14/100');
    expect(ranged.headers.get('content-type')).toBe('video/mp4');
    expect(await ranged.text()).toBe('01234');

    const stale = await storage.directUrl('lessons/clip.mp4', {
      expiresInSeconds: 60,
      signedAt: new Date(Date.now() - 120_000),
    });
    expect((await fetch(stale)).status).toBe(403);
  });

  it('give one link for one signing time, with the cache policy asked for', async () => {
    await storage.putFile('seed/photo.webp', stagedFile('RIFF....WEBP'));
    const signedAt = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const options = { expiresInSeconds: 7200, signedAt, cacheControl: 'public, max-age=3600' };
    const url = await storage.directUrl('seed/photo.webp', options);
    expect(await storage.directUrl('seed/photo.webp', options)).toBe(url);
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
