import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { AppError } from '../lib/app-error';
import {
  createIdempotencyRepository,
  type RequestKey,
} from '../modules/idempotency/idempotency.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed and must answer or release; null when it claimed none. */
    claimedKey: RequestKey | null;
  }
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = /^[\w-]{8,100}$/;
/** A twin request waits this long for the first one's answer before it is told to retry. */
const WAIT_MS = 10_000;
const POLL_MS = 40;
const EXPIRY_SWEEP_MS = 60 * 60 * 1000;

/** Marks an answer that is the stored answer of an earlier request with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';

function fingerprintOf(request: FastifyRequest): string {
  // Multipart bodies are streamed to the handler: the URL and the fields parsed so far stand in.
  return createHash('sha256')
    .update(`${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');
}

type RequestKeys = ReturnType<typeof createIdempotencyRepository>;

/** Claims the request's key, or answers it with the stored answer (then true). */
async function claimOrReplay(
  keys: RequestKeys,
  request: FastifyRequest,
  reply: FastifyReply,
  key: RequestKey,
) {
  const fingerprint = fingerprintOf(request);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (await keys.claim(key, fingerprint)) {
      request.claimedKey = key;
      return false;
    }
    const stored = await keys.find(key);
    // Gone between the claim and the read: the first request released it, so claim again.
    if (!stored) continue;
    if (stored.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (stored.status !== null && stored.body !== null) {
      replay(reply, stored.status, stored.contentType, stored.body);
      return true;
    }
    if (Date.now() > deadline) throw new AppError('REQUEST_IN_PROGRESS');
    await sleep(POLL_MS);
  }
}

/** Stores the answer of a request that claimed its key, or releases the key. */
async function answer(
  keys: RequestKeys,
  request: FastifyRequest,
  reply: FastifyReply,
  key: RequestKey,
  payload: unknown,
) {
  // An empty answer (204) is stored as empty; a stream or a file cannot be replayed.
  const body = payload ?? '';
  if (reply.statusCode >= 500 || typeof body !== 'string') {
    await keys.release(key);
  } else {
    const contentType = reply.getHeader('content-type');
    // The request has acted: its answer goes out even when it cannot be stored (an overloaded
    // pool refuses the statement). The key then stays claimed, so a retry waits and is told
    // the request is in progress instead of acting twice.
    await keys
      .answer(key, reply.statusCode, typeof contentType === 'string' ? contentType : null, body)
      .catch((error: unknown) =>
        request.log.warn({ err: error }, 'the answer of a keyed request could not be stored'),
      );
  }
}

/**
 * Every mutation under /api that carries an `Idempotency-Key` has one effect however often it
 * is sent (decision 0034): the first request claims (user, method and route, key) before its
 * handler runs, a twin sent at the same time waits for the first answer, and later replays get
 * that stored answer with `Idempotent-Replayed: true`. A 5xx or an answer that cannot be stored
 * releases the claim, so a retry may act. Guests are not keyed: their only mutations are the
 * account calls, where the email decides (registration, reset) or a second answer is harmless
 * (sign-in), and a guest key would let anyone holding it read another guest's answer. Reads
 * never reach the database here: the method is checked before anything else.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, options: { db: Database }) => {
  const keys = createIdempotencyRepository(options.db);
  app.decorateRequest('claimedKey', null);

  // Reads, guests and requests without a key pass without a promise.
  app.addHook('preValidation', (request, reply, done) => {
    const header = request.headers['idempotency-key'];
    const userId = request.auth?.user.id;
    if (
      !MUTATIONS.has(request.method) ||
      userId === undefined ||
      typeof header !== 'string' ||
      !KEY_PATTERN.test(header)
    ) {
      return done();
    }
    const scope = `${request.method} ${request.routeOptions.url ?? request.url}`;
    claimOrReplay(keys, request, reply, { userId, scope, key: header }).then((isReplayed) => {
      if (!isReplayed) done();
    }, done);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const key = request.claimedKey;
    if (!key) return done(null, payload);
    request.claimedKey = null;
    answer(keys, request, reply, key, payload).then(() => done(null, payload), done);
  });

  // An answer that never reached onSend (the connection dropped first) still frees its key.
  app.addHook('onResponse', (request, _reply, done) => {
    if (!request.claimedKey) return done();
    keys.release(request.claimedKey).then(() => done(), done);
  });

  const sweep = setInterval(() => {
    keys.expire().catch((error) => app.log.warn({ err: error }, 'request key expiry failed'));
  }, EXPIRY_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});

function replay(reply: FastifyReply, status: number, contentType: string | null, body: string) {
  reply.code(status).header(REPLAYED_HEADER, 'true');
  if (contentType) reply.header('content-type', contentType);
  return reply.send(body);
}
