import type { ErrorCode, ErrorEnvelope, Locale } from '@academy/contracts/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inputFault, isDatabaseUnavailable } from '../db/database-errors';
import { AppError, codeForStatus, errorMessage } from '../lib/app-error';
import { describeIssue, fieldMessage, isFieldMessageKey } from '../lib/field-messages';
import { requestLocale } from '../lib/locale';
import { isMalformedMultipart } from './multipart';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers with the spec's `success` and `message` beside `code` and `msg`. */
    successFlag?: boolean;
  }
}

const zodLocales = { en: z.locales.en(), zh: z.locales.zhCN() } as const;

type ValidationIssue = { instancePath: string; keyword: string; message?: string; params: object };

function issueMessage(issue: ValidationIssue, locale: Locale): string {
  if (isFieldMessageKey(issue.message)) return fieldMessage(issue.message, locale);
  const described = describeIssue({ ...issue.params, code: issue.keyword }, locale);
  if (described) return described;
  const localeError = zodLocales[locale].localeError;
  const raw = { ...issue.params, code: issue.keyword, input: undefined } as Parameters<
    typeof localeError
  >[0];
  const message = localeError(raw);
  return (typeof message === 'string' ? message : message?.message) ?? issue.message ?? '';
}

/** Turns a failed request schema into `fields`, keyed by the dotted path of each field. */
function validationFields(issues: ValidationIssue[], locale: Locale): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= issueMessage(issue, locale);
  }
  return fields;
}

/** Sends the failure envelope with the honest status and the message in the request language. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  status: number,
  fields?: Record<string, string>,
) {
  const msg = errorMessage(code, requestLocale(request));
  const body: ErrorEnvelope = {
    code: 0,
    msg,
    error: code,
    ...(fields ? { fields } : {}),
    ...(status >= 500 ? { request_id: request.id } : {}),
  };
  // The spec's redemption calls answer with `success` and `message` as well.
  if (request.routeOptions.config?.successFlag) {
    return reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send({ ...body, success: false, message: msg });
  }
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * One place decides what a failure looks like on the wire: the envelope, a stable code and
 * the honest status. Nothing from an unexpected error (stack, SQL, paths) reaches the client;
 * it is logged with the request id instead.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const locale = requestLocale(request);
      const fields =
        error.fields &&
        Object.fromEntries(
          Object.entries(error.fields).map(([name, key]) => [
            name,
            isFieldMessageKey(key) ? fieldMessage(key, locale) : errorMessage(key, locale),
          ]),
        );
      return sendError(request, reply, error.code, error.statusCode, fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const locale = requestLocale(request);
      return sendError(
        request,
        reply,
        'VALIDATION_FAILED',
        400,
        validationFields(error.validation, locale),
      );
    }
    if (isMalformedMultipart(error)) {
      return sendError(request, reply, 'VALIDATION_FAILED', 400, {
        _: fieldMessage('malformedForm', requestLocale(request)),
      });
    }
    const fault = inputFault(error);
    if (fault) {
      request.log.info({ code: fault.code }, 'request refused by the database');
      const fields =
        'field' in fault
          ? { [fault.field]: fieldMessage(fault.message, requestLocale(request)) }
          : undefined;
      return sendError(request, reply, fault.code, fault.code === 'CONFLICT' ? 409 : 400, fields);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '1');
      return sendError(request, reply, 'SERVICE_UNAVAILABLE', 503);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL', status);
    }
    request.log.info({ code: error.code, status }, 'request rejected');
    return sendError(request, reply, codeForStatus(status), status);
  });
});
