import { z } from 'zod';
import { locales, MAX_PAGE_SIZE } from './rules';

export type { Locale } from './rules';
export const localeSchema = z.enum(locales);

/** Stable machine codes every failed call carries in `error`; the web translates them. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'EMAIL_NOT_CONFIRMED',
  'LINK_INVALID',
  'SIGN_UP_PASSWORD_MISMATCH',
  'ACCOUNT_DISABLED',
  'EMAIL_TAKEN',
  'WRONG_PASSWORD',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INSUFFICIENT_POINTS',
  'OUT_OF_STOCK',
  'COURSE_EMPTY',
  'ALREADY_SIGNED_IN',
  'DAY_ALREADY_SIGNED',
  'MAKEUP_DAY_NOT_ALLOWED',
  'MAKEUP_LIMIT_REACHED',
  'COURSE_LOCKED',
  'NOT_COMPLETABLE',
  'ATTEMPTS_EXHAUSTED',
  'LESSON_CHANGED',
  'IDEMPOTENCY_KEY_REUSED',
  'REQUEST_IN_PROGRESS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Wraps a payload in the success envelope `{ code: 1, msg, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(1), msg: z.string(), data });
}

export const errorEnvelopeSchema = z.object({
  code: z.literal(0),
  msg: z.string(),
  error: errorCodeSchema,
  fields: z.record(z.string(), z.string()).optional(),
  request_id: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const emptySchema = z.object({});

/** The largest value of a PostgreSQL `integer` column. */
export const MAX_INTEGER = 2_147_483_647;

const INTEGER_TEXT = /^-?(0|[1-9]\d*)$/;
const DECIMAL_TEXT = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/**
 * A whole number from a JSON body or a query string, parsed strictly: a JSON number, or a
 * string of plain decimal digits with an optional minus sign and no leading zero. `true`,
 * `"0x10"`, `" 7 "`, `"1e3"`, `"07"`, `"+7"` and `""` are not numbers here, as they would be to
 * `Number()`. A codec, so the same schema also serializes answers.
 */
export function integerSchema(min: number, max: number) {
  return z.codec(
    z.union([z.number(), z.string().regex(INTEGER_TEXT, { error: 'notANumber' })], {
      error: 'notANumber',
    }),
    z.number().int().min(min).max(max),
    { decode: Number, encode: (value) => value },
  );
}

/** A decimal (a price, a rate) parsed as strictly as `integerSchema`: `12`, `12.5`, `0.75`. */
export function decimalSchema(min: number, max: number) {
  return z.codec(
    z.union([z.number(), z.string().regex(DECIMAL_TEXT, { error: 'notANumber' })], {
      error: 'notANumber',
    }),
    z.number().min(min).max(max),
    { decode: Number, encode: (value) => value },
  );
}

/** A row id from a query string, a path or a body: a positive PostgreSQL integer. */
export const idSchema = integerSchema(1, MAX_INTEGER);

/** A 1-based page number. */
export const pageSchema = integerSchema(1, 1_000_000).default(1);

/** A page size with the call's default; whatever a client asks, it is capped at MAX_PAGE_SIZE. */
export const pageSizeSchema = (defaultSize: number) =>
  integerSchema(1, MAX_INTEGER)
    .default(defaultSize)
    .transform((size) => Math.min(size, MAX_PAGE_SIZE));

/** The query of a paged read: a page and its size, `defaultSize` unless the client asks. */
export const pageQuery = (defaultSize: number) => ({
  page: pageSchema,
  page_size: pageSizeSchema(defaultSize),
});

/** A page of a list, as every paged read answers it (the server's `listPage`). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}

/** ISO-8601 timestamp as sent over the wire. */
/** A text that must not be empty once trimmed, up to `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

export const timestampSchema = z.iso.datetime({ offset: true });
