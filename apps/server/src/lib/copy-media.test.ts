import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startS3Server } from '../test/s3-server';
import { temporaryDirectory } from '../test/test-app';
import { type CopyProgress, copyMedia } from './copy-media';
import { createFolderStorage, type MediaStore } from './media-storage';
import { createS3Storage } from './s3-media-storage';

const scratch = temporaryDirectory();
const s3 = await startS3Server();
afterAll(() => s3.close());
const settings = loadConfig(s3.env).s3;
if (!settings) throw new Error('the test bucket is configured');
const bucket = createS3Storage(settings);

const files: Record<string, string> = {
  'seed/course-01.webp': 'RIFF-course-image',
  'admin/0f1e.mp4': 'x'.repeat(300_000),
  'admin/caption.vtt': 'WEBVTT\n',
  'lessons/deep/guide.pdf': '%PDF-1.7',
};

const keysOf = async (storage: MediaStore) => {
  const keys: string[] = [];
  for await (const object of storage.list()) keys.push(object.key);
  return keys.sort();
};

describe('moving an academy between its folder and a bucket', () => {
  it('copies every file, resumes after an interruption, and changes nothing the second time', async () => {
    const root = path.join(scratch, 'uploads');
    for (const [key, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, key)), { recursive: true });
      writeFileSync(path.join(root, key), content);
    }
    const folder = createFolderStorage(root);
    // An earlier run stopped midway: one object arrived whole, one was overwritten since.
    await bucket.putFile('seed/course-01.webp', path.join(root, 'seed/course-01.webp'));
    writeFileSync(path.join(scratch, 'stale'), 'old');
    await bucket.putFile('admin/caption.vtt', path.join(scratch, 'stale'));

    const seen: CopyProgress[] = [];
    const first = await copyMedia(folder, bucket, (progress) => seen.push(progress));
    expect(first).toMatchObject({ files: 4, doneFiles: 4, copied: 3, skipped: 1 });
    expect(first.bytes).toBe(Object.values(files).reduce((sum, text) => sum + text.length, 0));
    expect(seen.map((progress) => progress.doneFiles)).toEqual([0, 1, 2, 3, 4]);
    expect(await keysOf(bucket)).toEqual(Object.keys(files).sort());
    expect(await keysOf(folder)).toEqual(Object.keys(files).sort());

    expect(await copyMedia(folder, bucket)).toMatchObject({ copied: 0, skipped: 4 });

    const back = createFolderStorage(path.join(scratch, 'back'));
    expect(await copyMedia(bucket, back)).toMatchObject({ copied: 4, skipped: 0 });
    for (const [key, content] of Object.entries(files)) {
      expect(readFileSync(path.join(back.root, key), 'utf8'), key).toBe(content);
    }
    expect(await keysOf(back)).toEqual(Object.keys(files).sort());
  });
});
