import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isPublicMedia, type MediaSigner, SIGNED_URL_TTL_SECONDS } from '../lib/media-signature';
import { type DirectMediaStorage, type MediaStore, mediaContentType } from '../lib/media-storage';
import { sendError } from './error-handler';

export interface MediaOptions {
  storage: MediaStore;
  signer: MediaSigner;
}

/** How long a public image's link to the store holds: one link an hour, cached by browsers. */
const PUBLIC_LINK_PERIOD_SECONDS = 60 * 60;

/**
 * Sends the browser to the object in the bucket, so its bytes (and every Range request of a
 * seek) go to the store, never through the app.
 */
async function redirectToStore(
  reply: FastifyReply,
  storage: DirectMediaStorage,
  key: string,
  access: { isPublic: true } | { isPublic: false; expires: number },
) {
  const nowSeconds = Math.floor(Date.now() / 1000);
  if (access.isPublic) {
    // Signed at the start of the hour, the link is the same for the whole hour: the browser's
    // cache of the redirect and of the image both hold. Two periods of validity leave at least one.
    const signedAtSeconds = nowSeconds - (nowSeconds % PUBLIC_LINK_PERIOD_SECONDS);
    const url = await storage.directUrl(key, {
      expiresInSeconds: 2 * PUBLIC_LINK_PERIOD_SECONDS,
      signedAt: new Date(signedAtSeconds * 1000),
      cacheControl: `public, max-age=${PUBLIC_LINK_PERIOD_SECONDS}`,
    });
    const left = signedAtSeconds + PUBLIC_LINK_PERIOD_SECONDS - nowSeconds;
    return reply.header('cache-control', `public, max-age=${left}`).redirect(url, 302);
  }
  // A lesson's link to the store dies with the signed link it came from (a player keeps using
  // the store's address for its Range requests, so it must outlive the page's own link).
  // Counted from the next whole second, so the store's link never outlives the signed one.
  const expiresInSeconds = Math.min(
    SIGNED_URL_TTL_SECONDS,
    Math.max(60, access.expires - Math.ceil(Date.now() / 1000)),
  );
  const url = await storage.directUrl(key, { expiresInSeconds });
  return reply.header('cache-control', 'private, no-cache').redirect(url, 302);
}

/**
 * A media path as the router decoded it, accepted only in its one canonical spelling: no empty,
 * `.` or `..` segments, no backslash, no control character and no `%` left over from a double
 * encoding. Whatever is checked below is then exactly the file that is served: there is no
 * second spelling of a lesson file that could pass for an image.
 */
function isCanonicalMediaPath(relative: string): boolean {
  return (
    relative.length > 0 &&
    !/[\\%\p{Cc}]/u.test(relative) &&
    // No segment starts with a dot either: uploads are staged in a dot folder of the store.
    relative.split('/').every((segment) => segment !== '' && !segment.startsWith('.'))
  );
}

/**
 * Serves uploaded and seeded media under /media (with HTTP Range, for seeking). Lesson files go
 * out only on a valid, unexpired signed link, which the content call hands to those allowed to
 * see the lesson. The rule is deny-by-default: only images are public, decided on the decoded
 * path the router matched (never on the raw request target), and every other file needs a
 * signature for that very path. The same rule guards both stores: a folder's file is sent from
 * here, a bucket's object is fetched from the bucket on a presigned link (decision 0028).
 */
export async function mediaPlugin(app: FastifyInstance, options: MediaOptions) {
  const { storage } = options;
  if (storage.kind === 'folder') {
    mkdirSync(storage.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.root,
      serve: false,
      index: false,
      cacheControl: false,
    });
  }

  app.get<{ Params: { '*': string }; Querystring: { expires?: unknown; sig?: unknown } }>(
    '/media/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const relative = request.params['*'];
      if (!isCanonicalMediaPath(relative)) return sendError(request, reply, 'NOT_FOUND', 404);
      const pathname = `/media/${relative}`;
      const isPublic = isPublicMedia(pathname);
      const expires = typeof request.query.expires === 'string' ? request.query.expires : undefined;
      if (!isPublic) {
        const { sig } = request.query;
        const isSigned = options.signer.isValid(
          pathname,
          expires,
          typeof sig === 'string' ? sig : undefined,
        );
        if (!isSigned) return sendError(request, reply, 'FORBIDDEN', 403);
      }
      if (storage.kind === 'folder') {
        reply.header('cache-control', isPublic ? 'public, max-age=3600' : 'private, max-age=600');
        return reply.sendFile(relative, storage.root);
      }
      // A captions track is fetched without CORS, so a redirect to the store's origin would not
      // load: captions are small text and go through the app.
      if (relative.endsWith('.vtt')) {
        if ((await storage.size(relative)) === undefined) {
          return sendError(request, reply, 'NOT_FOUND', 404);
        }
        reply.header('cache-control', 'private, max-age=600').type(mediaContentType(relative));
        return reply.send(await storage.read(relative));
      }
      return redirectToStore(
        reply,
        storage,
        relative,
        isPublic ? { isPublic: true } : { isPublic: false, expires: Number(expires) },
      );
    },
  );
}
