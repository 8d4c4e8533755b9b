import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** Form fields are short texts; files are only accepted by the upload route, with its own limit. */
const FIELD_SIZE_LIMIT = 4 * 1024;
const FIELD_COUNT_LIMIT = 30;

/**
 * Accepts multipart bodies (the spec's redemption form, admin uploads). Parts are read only by
 * the routes that ask for them, so a multipart body elsewhere never reaches a handler as data.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fieldSize: FIELD_SIZE_LIMIT, fields: FIELD_COUNT_LIMIT, files: 1, parts: 40 },
  });
});

/**
 * preValidation for routes that take a multipart form of plain fields (no files): turns it
 * into a body object, so the route's schema validates it exactly like a JSON body.
 */
export async function formFieldsAsBody(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = Object.create(null);
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    }
    if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  request.body = { ...fields };
}

/** Busboy's (and its Dicer parser's) words for a body that is not well formed; no code, no status. */
const MALFORMED_MULTIPART =
  /^(Unexpected end of (form|file|multipart data)|Part terminated early|Malformed part header|Multipart: Boundary not found|Malformed urlencoded form)/;

/** Whether an error is a malformed multipart body: the client's fault, answered 400. */
export function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && MALFORMED_MULTIPART.test(error.message);
}
