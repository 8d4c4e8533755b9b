import { z } from 'zod';
import { locales, MAX_PAGE_SIZE } from './rules';

export type { Locale } from './rules';
export const localeSchema = z.enum(locales);

/** Stable machine codes every failed call carries in `error`; the web translates them. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'ACCOUNT_DISABLED',
  'EMAIL_TAKEN',
  'WRONG_PASSWORD',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INSUFFICIENT_POINTS',
  'OUT_OF_STOCK',
  'ALREADY_SIGNED_IN',
  'COURSE_LOCKED',
  'NOT_COMPLETABLE',
  'ATTEMPTS_EXHAUSTED',
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

/** A row id from a query string or body (PostgreSQL integer range). */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** A 1-based page number. */
export const pageSchema = z.coerce.number().int().min(1).max(1_000_000).default(1);

/** A page size with the call's default; whatever a client asks, it is capped at MAX_PAGE_SIZE. */
export const pageSizeSchema = (defaultSize: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .default(defaultSize)
    .transform((size) => Math.min(size, MAX_PAGE_SIZE));

/** ISO-8601 timestamp as sent over the wire. */
export const timestampSchema = z.iso.datetime({ offset: true });
