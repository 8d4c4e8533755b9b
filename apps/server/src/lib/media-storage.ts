import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** One stored media file: its key (the path after `/media/`) and its size in bytes. */
export interface StoredObject {
  key: string;
  size: number;
}

/**
 * Where media files live (decision 0028): the uploads folder, or an S3-compatible bucket. Keys
 * are the canonical paths after `/media/` (`admin/<uuid>.mp4`, `seed/course-01.webp`); access
 * rules stay in the media plugin, which asks the store for the bytes or for a direct link.
 */
export interface MediaStorage {
  readonly kind: 'folder' | 's3';
  /** Where an upload is written while it is checked: beside the files, or the temp dir. */
  readonly stagingDir: string;
  /** The origin browsers fetch direct links from, for the page's content policy. */
  readonly directOrigin: string | undefined;
  /** Puts a finished file under `key`; `move` lets the store take the file instead of a copy. */
  putFile(key: string, file: string, options?: { move?: boolean }): Promise<void>;
  /** The size of the object at `key`, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** The object's bytes; it must exist. */
  read(key: string): Promise<Readable>;
  /** Removes the object; removing a missing one is no error, so a retry is harmless. */
  remove(key: string): Promise<void>;
  /** Every stored object, in no promised order. */
  list(): AsyncIterable<StoredObject>;
}

/** Media in a bucket, fetched by the browser on a presigned link rather than through the app. */
export interface DirectMediaStorage extends MediaStorage {
  readonly kind: 's3';
  /**
   * A link that fetches the object straight from the store (with HTTP Range) until it expires.
   * The same `signedAt` gives the same link, so a browser can cache what it fetched.
   */
  directUrl(
    key: string,
    options: { expiresInSeconds: number; signedAt?: Date; cacheControl?: string },
  ): Promise<string>;
}

/** Media the app serves itself from a folder on its own disk. */
export interface FolderMediaStorage extends MediaStorage {
  readonly kind: 'folder';
  readonly root: string;
}

/** The MIME type a stored file is sent with, by the extension the upload check gave it. */
export function mediaContentType(key: string): string {
  const types: Record<string, string> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    mp4: 'video/mp4',
    webm: 'video/webm',
    mp3: 'audio/mpeg',
    m4a: 'audio/mp4',
    ogg: 'audio/ogg',
    pdf: 'application/pdf',
    vtt: 'text/vtt; charset=utf-8',
  };
  return types[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

/** Staged uploads live in a dot folder the store never lists and `/media/` never serves. */
const STAGING_FOLDER = '.staging';

/**
 * The uploads folder as a store: the embedded default, nothing to install. Staging sits inside
 * it, so a checked upload is renamed into place rather than copied.
 */
export function createFolderStorage(root: string): FolderMediaStorage {
  const fileOf = (key: string) => path.join(root, ...key.split('/'));

  async function* walk(folder: string, prefix: string): AsyncGenerator<StoredObject> {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = `${prefix}${entry.name}`;
      if (entry.isDirectory()) yield* walk(path.join(folder, entry.name), `${key}/`);
      else if (entry.isFile() && !entry.name.endsWith('.part')) {
        yield { key, size: (await stat(path.join(folder, entry.name))).size };
      }
    }
  }

  return {
    kind: 'folder',
    root,
    stagingDir: path.join(root, STAGING_FOLDER),
    directOrigin: undefined,
    async putFile(key, file, options = {}) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed, so no reader ever sees half a file.
      const partial = `${target}.part`;
      if (options.move) await rename(file, partial);
      else await copyFile(file, partial);
      await rename(partial, target);
    },
    async size(key) {
      const found = await stat(fileOf(key)).catch(() => undefined);
      return found?.isFile() ? found.size : undefined;
    },
    async read(key) {
      return createReadStream(fileOf(key));
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    list: () => walk(root, ''),
  };
}

/** The temp folder an instance on object storage stages uploads in: nothing else is local. */
export const objectStorageStagingDir = () => path.join(os.tmpdir(), 'academy-uploads');

/** The store an app runs on: it serves a folder itself and sends browsers to a bucket. */
export type MediaStore = FolderMediaStorage | DirectMediaStorage;
