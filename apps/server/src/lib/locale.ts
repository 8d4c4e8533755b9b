import type { Locale } from '@academy/contracts/common';
import type { FastifyRequest } from 'fastify';

/**
 * The language of a response: the client's Accept-Language first (the web app always sends
 * the UI language), then the signed-in user's preference, then Chinese, the default.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  if (header) {
    const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
    if (first.startsWith('en')) return 'en';
    if (first.startsWith('zh')) return 'zh';
  }
  return request.auth?.user.languagePreference ?? 'zh';
}
