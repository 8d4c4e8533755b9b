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

interface Signature {
  extension: string;
  matches(head: Buffer): boolean;
}

const ascii = (head: Buffer, offset: number, text: string) =>
  head.subarray(offset, offset + text.length).toString('latin1') === text;

/**
 * What each kind may be, recognised by its first bytes (never by the name or the declared
 * type). SVG and HTML are not accepted at all: they could run script from our origin.
 */
const signatures: Record<UploadKind, Signature[]> = {
  image: [
    { extension: 'jpg', matches: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff },
    { extension: 'png', matches: (h) => ascii(h, 0, '\x89PNG\r\n\x1a\n') && ascii(h, 12, 'IHDR') },
    { extension: 'webp', matches: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WEBP') },
  ],
  video: [
    { extension: 'mp4', matches: (h) => ascii(h, 4, 'ftyp') && !ascii(h, 8, 'M4A') },
    { extension: 'webm', matches: (h) => h.readUInt32BE(0) === 0x1a45dfa3 },
  ],
  audio: [
    {
      extension: 'mp3',
      matches: (h) => ascii(h, 0, 'ID3') || (h[0] === 0xff && ((h[1] ?? 0) & 0xe0) === 0xe0),
    },
    { extension: 'm4a', matches: (h) => ascii(h, 4, 'ftyp') && ascii(h, 8, 'M4A') },
    { extension: 'ogg', matches: (h) => ascii(h, 0, 'OggS') },
  ],
  pdf: [{ extension: 'pdf', matches: (h) => ascii(h, 0, '%PDF-') }],
  captions: [{ extension: 'vtt', matches: hasWebVttHeader }],
};

/** The extension for a file's first bytes, or undefined when they are not of that kind. */
export function sniffExtension(kind: UploadKind, head: Buffer): string | undefined {
  if (head.length < 12) return undefined;
  return signatures[kind].find((signature) => signature.matches(head))?.extension;
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

  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (text && !text.push(chunk)) return callback(new AppError('UNSUPPORTED_MEDIA_TYPE'));
      if (extension === undefined && head.length < 64) {
        head = Buffer.concat([head, chunk]).subarray(0, 64);
        if (head.length >= 12) {
          extension = sniffExtension(kind, head);
          if (!extension) return callback(new AppError('UNSUPPORTED_MEDIA_TYPE'));
        }
      }
      if (size > UPLOAD_LIMITS[kind]) return callback(new AppError('PAYLOAD_TOO_LARGE'));
      callback(null, chunk);
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
