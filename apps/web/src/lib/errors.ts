import { ApiError } from './api-client';
import type { TFunction } from './i18n';

/**
 * What to tell the user about a failed call: the translated code, else the server's message,
 * else the screen's own fallback text.
 */
export function describeError(error: unknown, t: TFunction, fallback: string): string {
  if (!(error instanceof ApiError)) return t('errors:UNEXPECTED');
  const translated = t(`errors:${error.code}`, { defaultValue: '' });
  return translated || error.message || fallback;
}
