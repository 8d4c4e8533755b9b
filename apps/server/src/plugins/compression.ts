import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compressing saves fewer bytes than it costs time. */
const MIN_BYTES = 1024;
/** Answers are made per request: quality 5 keeps most of brotli's gain at a fraction of its time. */
const BROTLI_QUALITY = 5;
const COMPRESSIBLE = /^(application\/json|text\/html)\b/;

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (`q=0` refuses one), or undefined for none. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter))) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function addVary(reply: FastifyReply, header: string) {
  const vary = String(reply.getHeader('vary') ?? '');
  const listed = vary.split(',').map((name) => name.trim().toLowerCase());
  if (!listed.includes(header)) reply.header('vary', vary ? `${vary}, ${header}` : header);
}

/**
 * Compresses JSON answers and pages made in memory (brotli, else gzip) for clients that accept
 * it. Whole bodies on the thread pool, never streams: a shutdown mid-answer has nothing to wait
 * for. Files are streamed by @fastify/static, pre-compressed at build, and pass untouched.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    addVary(reply, 'accept-encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding || Buffer.byteLength(payload) < MIN_BYTES) return payload;
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return encoding === 'br'
      ? brotliAsync(payload, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : gzipAsync(payload);
  });
});
