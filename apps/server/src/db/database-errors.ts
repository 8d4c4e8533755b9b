/**
 * SQLSTATEs that mean "the database went away or cannot take us now", not "this request was
 * wrong": admin shutdown or crash of the backend (57P01–57P03), connection exceptions (08xxx),
 * too many connections (53300).
 */
const UNAVAILABLE_STATES = /^(57P0[123]|08\d{3}|53300)$/;
/** The error a request gets when this instance's queue for a connection is full (decision 0028). */
export const POOL_FULL_CODE = 'ACADEMY_POOL_FULL';
/** Node's socket failures, and the full queue. */
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  POOL_FULL_CODE,
]);
/** node-postgres and pg-pool say so only in words. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed/i;

/**
 * Whether an error (or any error it was caused by) is the database being unreachable: such a
 * request is answered 503, which tells a client to try again, and the process carries on.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 6; depth += 1) {
    if (typeof cause !== 'object') return false;
    const code = 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined;
    if (code && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_NODE_CODES.has(code))) return true;
    if (cause instanceof Error && UNAVAILABLE_MESSAGES.test(cause.message)) return true;
    cause = 'cause' in cause ? cause.cause : undefined;
  }
  return false;
}

/** The PostgreSQL error in an error's cause chain (Drizzle wraps it), if there is one. */
function postgresError(error: unknown): { code: string; detail?: string } | undefined {
  for (let cause = error, depth = 0; cause && depth < 6; depth += 1) {
    if (typeof cause !== 'object') return undefined;
    if ('code' in cause && typeof cause.code === 'string' && /^[0-9A-Z]{5}$/.test(cause.code)) {
      const detail = 'detail' in cause && typeof cause.detail === 'string' ? cause.detail : '';
      return { code: cause.code, detail };
    }
    cause = 'cause' in cause ? cause.cause : undefined;
  }
  return undefined;
}

/** What a database refusal caused by the request's input means for the client. */
export type InputFault =
  | { code: 'VALIDATION_FAILED'; field: string; message: 'referenceNotFound' | 'numberOutOfRange' }
  | { code: 'VALIDATION_FAILED' | 'CONFLICT' };

/**
 * Database refusals that the request's input caused, as the 4xx they deserve: a reference to a
 * row that does not exist (the field named from the constraint's detail), a number past its
 * column's range, text the database cannot store, a unique or check constraint, a row still
 * referenced. Anything else stays a 500 (decision 0018).
 */
export function inputFault(error: unknown): InputFault | undefined {
  const found = postgresError(error);
  if (!found) return undefined;
  const { code, detail = '' } = found;
  if (code === '23503') {
    const column = /^Key \((\w+)\)=\(.*\) is not present in table/.exec(detail)?.[1];
    return column
      ? { code: 'VALIDATION_FAILED', field: column, message: 'referenceNotFound' }
      : { code: 'CONFLICT' };
  }
  if (code === '22003')
    return { code: 'VALIDATION_FAILED', field: '_', message: 'numberOutOfRange' };
  if (['22001', '22021', '22P02', '22P05', '22007', '22008'].includes(code)) {
    return { code: 'VALIDATION_FAILED' };
  }
  if (code === '23505' || code === '23514') return { code: 'CONFLICT' };
  return undefined;
}
