import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this, compressing saves fewer bytes than it costs time. */
const MIN_BYTES = 1024;
/** Answers are made per request: quality 5 keeps most of brotli's gain at a fraction of its time. */
const BROTLI_QUALITY = 5;

/**
 * Compresses JSON answers, pages made in memory and streamed exports (brotli, else gzip) for
 * clients that accept them, through @fastify/compress (its Accept-Encoding negotiation, `Vary`,
 * thresholds). Files are streamed by @fastify/static, pre-compressed at build: they carry their
 * encoding and pass untouched. Request bodies are never inflated: a client sends plain JSON or a form.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: MIN_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^(application\/json|text\/html)\b/,
    // A streamed answer (an export) leaves chunk by chunk: each write is flushed, where the
    // compressor would otherwise hold a whole file back (brotli) or its first 16 kB (gzip).
    brotliOptions: {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
      flush: zlibConstants.BROTLI_OPERATION_FLUSH,
    },
    zlibOptions: { flush: zlibConstants.Z_SYNC_FLUSH },
  });
});
