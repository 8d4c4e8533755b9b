import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UploadKind } from '@academy/contracts/admin-overview';
import { AppError } from '../../lib/app-error';
import type { MediaStorage } from '../../lib/media-storage';
import { createUtf8TextCheck, hasWebVttHeader, MAX_CAPTIONS_BYTES } from '../../lib/webvtt';

/** Size limits per kind: images stay small, lessons may be long. */
export const UPLOAD_LIMITS: Record<UploadKind, number> = {
  image: 5 * 1024 * 1024,
  pdf: 30 * 1024 * 1024,
  audio: 60 * 1024 * 1024,
  video: 300 * 1024 * 1024,
  captions: MAX_CAPTIONS_BYTES,
};

/** How much of a file's start is read to tell its type (what file-type needs for any it knows). */
const SNIFF_BYTES = 4100;

/**
 * What each kind may be, as file-type recognises it from the first bytes (never by the name or
 * the declared type), and the extension it is stored under. SVG and HTML are not accepted at
 * all: they could run script from our origin. Captions are text, which has no magic number:
 * their WebVTT header decides.
 */
const accepted: Record<Exclude<UploadKind, 'captions'>, Record<string, string>> = {
  image: { jpg: 'jpg', png: 'png', webp: 'webp' },
  video: { mp4: 'mp4', m4v: 'mp4', webm: 'webm' },
  audio: { mp3: 'mp3', m4a: 'm4a', ogg: 'ogg', oga: 'ogg', opus: 'ogg' },
  pdf: { pdf: 'pdf' },
};

/** The extension for a file's first bytes, or undefined when they are not of that kind. */
export async function sniffExtension(kind: UploadKind, head: Buffer): Promise<string | undefined> {
  if (head.length < 12) return undefined;
  if (kind === 'captions') return hasWebVttHeader(head) ? 'vtt' : undefined;
  // Loaded with the first upload: only admins and teachers upload, and not at every start.
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(head);
  return type ? accepted[kind][type.ext] : undefined;
}

/**
 * Stores an uploaded file under a generated name after checking its first bytes and its size.
 * The file is streamed to the store's staging folder (a long video never sits in memory), put
 * into the store only when every check passed, and removed in any case, so a rejected upload
 * leaves nothing behind.
 */
export async function storeUpload(
  storage: MediaStorage,
  kind: UploadKind,
  file: NodeJS.ReadableStream & { truncated?: boolean },
): Promise<{ url: string; size: number }> {
  await mkdir(storage.stagingDir, { recursive: true });
  const name = randomUUID();
  const partial = path.join(storage.stagingDir, `${name}.part`);
  let head = Buffer.alloc(0);
  let size = 0;
  let extension: string | undefined;
  // Captions are text a browser parses: all of it must be UTF-8, not only its first bytes.
  const text = kind === 'captions' ? createUtf8TextCheck() : undefined;
  /** Tells the type once from the head; refuses the upload when it is not of this kind. */
  const sniff = async () => {
    extension = await sniffExtension(kind, head);
    if (!extension) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  };

  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (text && !text.push(chunk)) return callback(new AppError('UNSUPPORTED_MEDIA_TYPE'));
      if (size > UPLOAD_LIMITS[kind]) return callback(new AppError('PAYLOAD_TOO_LARGE'));
      if (extension !== undefined || head.length >= SNIFF_BYTES) return callback(null, chunk);
      head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
      if (head.length < SNIFF_BYTES) return callback(null, chunk);
      sniff().then(() => callback(null, chunk), callback);
    },
    // A file shorter than the sniffed length is told by what there is of it.
    flush(callback) {
      if (extension !== undefined) return callback();
      sniff().then(() => callback(), callback);
    },
  });

  const output = createWriteStream(partial, { flags: 'wx' });
  try {
    await pipeline(file, inspect, output);
    if (file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
    if (!extension || (text && !text.end())) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    const key = `admin/${name}.${extension}`;
    await storage.putFile(key, partial, { move: true });
    return { url: `/media/${key}`, size };
  } catch (error) {
    // A stream destroyed while its file is still opening creates the file afterwards: wait for
    // it to close, or the removal could come first and leave the partial file behind.
    if (!output.closed) await new Promise<void>((resolve) => output.once('close', () => resolve()));
    throw error;
  } finally {
    await rm(partial, { force: true });
  }
}
