/**
 * Fields of database errors that carry the values of a statement: Drizzle's `params`, and
 * PostgreSQL's `detail` ("Key (email)=(a@b.c) already exists"), `where` and `internalQuery`.
 */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

/** Drizzle puts the parameters into the message too: "Failed query: …\nparams: a@b.c,$argon2…". */
const stripParams = (message: string) =>
  message.replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]');

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22) quote the offending input in their message:
 * `invalid input syntax for type integer: "a@b.c"`. Their quoted parts are values, not names.
 */
const stripQuotedValues = (message: string) =>
  message.replace(/"(?:[^"\\]|\\.)*"/g, '"[redacted]"');

const isDataException = (error: Error) =>
  'code' in error && typeof error.code === 'string' && error.code.startsWith('22');

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * The logger's error serializer: the error's type, message, stack, code and other plain fields,
 * and its causes, but never the values a failed statement was given — a query error must not
 * write a learner's email or password hash into the log. Redaction is the default: a new field
 * is logged only if it is not one of the value-carrying ones.
 */
export function serializeError(error: Error, depth = 0): SerializedError {
  const redact = isDataException(error)
    ? (text: string) => stripQuotedValues(stripParams(text))
    : stripParams;
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: redact(error.message),
    stack: redact(error.stack ?? ''),
  };
  for (const [field, value] of Object.entries(error)) {
    if (VALUE_FIELDS.has(field) || field === 'cause') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      serialized[field] = typeof value === 'string' ? redact(value) : value;
    }
  }
  if (error.cause instanceof Error && depth < 5) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  return serialized;
}
