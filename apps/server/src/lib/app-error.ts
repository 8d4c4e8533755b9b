import type { ErrorCode, Locale } from '@academy/contracts/common';
import english from '@academy/contracts/locales/en/errors.json';
import chinese from '@academy/contracts/locales/zh/errors.json';
import type { FieldMessageKey } from './field-messages';

/** The honest HTTP status of each error code. */
const statusByCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  INVALID_CREDENTIALS: 401,
  TOO_MANY_ATTEMPTS: 429,
  EMAIL_NOT_CONFIRMED: 403,
  LINK_INVALID: 400,
  SIGN_UP_PASSWORD_MISMATCH: 422,
  ACCOUNT_DISABLED: 403,
  EMAIL_TAKEN: 409,
  WRONG_PASSWORD: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INSUFFICIENT_POINTS: 409,
  OUT_OF_STOCK: 409,
  COURSE_EMPTY: 409,
  ALREADY_SIGNED_IN: 409,
  DAY_ALREADY_SIGNED: 409,
  MAKEUP_DAY_NOT_ALLOWED: 422,
  MAKEUP_LIMIT_REACHED: 409,
  COURSE_LOCKED: 403,
  NOT_COMPLETABLE: 409,
  ATTEMPTS_EXHAUSTED: 409,
  LESSON_CHANGED: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  REQUEST_IN_PROGRESS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/**
 * Every error message in both languages, from the one catalogue the web shows them from too; the
 * web translates codes itself, the server's `msg` serves other clients.
 */
const messages: Record<Locale, Record<ErrorCode, string>> = { en: english, zh: chinese };

/** The human message for an error code in one language. */
export function errorMessage(code: ErrorCode, locale: Locale): string {
  return messages[locale][code];
}

/** A failure the client caused or may act on; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    /** Field name → what is wrong with it (an error code or a field message key); translated when sent. */
    readonly fields?: Record<string, ErrorCode | FieldMessageKey>,
    readonly headers?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = statusByCode[code];
  }
}

/** Maps an HTTP status from a framework error to our closest stable code. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 400 && status < 500 ? 'VALIDATION_FAILED' : 'INTERNAL';
  }
}
