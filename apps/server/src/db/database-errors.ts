/**
 * SQLSTATEs that mean "the database went away or cannot take us now", not "this request was
 * wrong": admin shutdown or crash of the backend (57P01–57P03), connection exceptions (08xxx),
 * too many connections (53300).
 */
const UNAVAILABLE_STATES = /^(57P0[123]|08\d{3}|53300)$/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
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
