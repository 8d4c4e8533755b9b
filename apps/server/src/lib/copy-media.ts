import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MediaStore, StoredObject } from './media-storage';

/** Where a copy stands, for a progress bar. */
export interface CopyProgress {
  files: number;
  bytes: number;
  doneFiles: number;
  doneBytes: number;
  copied: number;
  skipped: number;
}

/** Objects copied at once: enough to hide a store's latency, few enough for a small machine. */
const COPY_CONCURRENCY = 4;

/**
 * Puts one object of `from` into `to`. A folder's file goes as it is; a bucket's object is first
 * downloaded to the target's staging folder, so the target only ever sees a whole file.
 */
async function copyObject(from: MediaStore, to: MediaStore, key: string) {
  if (from.kind === 'folder') return to.putFile(key, path.join(from.root, ...key.split('/')));
  await mkdir(to.stagingDir, { recursive: true });
  const staged = path.join(to.stagingDir, `${randomUUID()}.part`);
  try {
    await pipeline(await from.read(key), createWriteStream(staged));
    await to.putFile(key, staged, { move: true });
  } finally {
    await rm(staged, { force: true });
  }
}

/**
 * Copies every object of one store into another (the uploads folder into a bucket, or back),
 * leaving the source as it was. An object already in the target with the same size is skipped,
 * so running it again after an interruption only copies what is missing, and running it twice
 * changes nothing. Afterwards every source object is checked to be in the target.
 */
export async function copyMedia(
  from: MediaStore,
  to: MediaStore,
  onProgress: (progress: CopyProgress) => void = () => undefined,
): Promise<CopyProgress> {
  const objects: StoredObject[] = [];
  for await (const object of from.list()) objects.push(object);
  const progress: CopyProgress = {
    files: objects.length,
    bytes: objects.reduce((sum, object) => sum + object.size, 0),
    doneFiles: 0,
    doneBytes: 0,
    copied: 0,
    skipped: 0,
  };
  onProgress({ ...progress });

  let next = 0;
  async function worker() {
    for (let object = objects[next++]; object; object = objects[next++]) {
      if ((await to.size(object.key)) === object.size) progress.skipped += 1;
      else {
        await copyObject(from, to, object.key);
        progress.copied += 1;
      }
      progress.doneFiles += 1;
      progress.doneBytes += object.size;
      onProgress({ ...progress });
    }
  }
  await Promise.all(Array.from({ length: COPY_CONCURRENCY }, worker));

  const missing: string[] = [];
  for (const object of objects) {
    if ((await to.size(object.key)) !== object.size) missing.push(object.key);
  }
  if (missing.length > 0) {
    throw new Error(`not in the target after the copy: ${missing.slice(0, 10).join(', ')}`);
  }
  return progress;
}
