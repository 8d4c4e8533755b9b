import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Images (thumbnails, photos, banners) are public; every other media file — videos, audio, PDFs,
 * and anything unforeseen — is a lesson file that goes out only on a signed link.
 */
export function isPublicMedia(pathname: string): boolean {
  return /\.(jpe?g|png|webp)$/i.test(pathname);
}

/** How long a signed lesson link works: long enough to watch a long video, short enough to stop sharing. */
export const SIGNED_URL_TTL_SECONDS = 2 * 60 * 60;

/**
 * Signs and checks short-lived media links: `?expires=<unix seconds>&sig=<HMAC>`. The key is
 * shared by every instance (it lives in the database), so any instance can check a link any
 * other signed, and no bearer token ever appears in a URL. `key` answers it when a link is
 * signed or checked: the server reads it from the database once the app is ready.
 */
export function createMediaSigner(key: () => string, now: () => number = Date.now) {
  const signature = (pathname: string, expires: number) =>
    createHmac('sha256', key()).update(`${pathname}\n${expires}`).digest('base64url');

  return {
    sign(pathname: string, ttlSeconds = SIGNED_URL_TTL_SECONDS): string {
      const expires = Math.floor(now() / 1000) + ttlSeconds;
      return `${pathname}?expires=${expires}&sig=${signature(pathname, expires)}`;
    },

    isValid(pathname: string, expires: string | undefined, sig: string | undefined): boolean {
      if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return false;
      const expiresAt = Number(expires);
      if (expiresAt * 1000 < now()) return false;
      const expected = Buffer.from(signature(pathname, expiresAt));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type MediaSigner = ReturnType<typeof createMediaSigner>;
