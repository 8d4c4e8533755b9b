import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * A NUL byte (which PostgreSQL text cannot hold) or a lone surrogate (half of a UTF-16 pair,
 * which has no UTF-8 form and would be stored as U+FFFD) is never part of honest text.
 */
export function isWellFormedText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** The dotted path of the first string in a parsed input that is not well-formed text. */
function findIllFormed(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return isWellFormedText(value) ? undefined : path || '_';
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found =
      (isWellFormedText(key) ? undefined : path || '_') ??
      findIllFormed(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses NUL bytes and lone surrogates in every request's query, path parameters and body,
 * before any route's schema runs: one check for every text field, present and future, instead
 * of one per schema that a new field could forget (decision 0018).
 */
export const wellFormedInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const input of [request.params, request.query, request.body]) {
      const field = findIllFormed(input, '');
      if (field) return done(new AppError('VALIDATION_FAILED', { [field]: 'invalidCharacters' }));
    }
    done();
  });
});
