import { type BulkOutcome, type BulkResult, bulkResultSchema } from '@academy/contracts/admin-bulk';
import { type ErrorCode, envelope, type Locale } from '@academy/contracts/common';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { inputFault, isDatabaseUnavailable } from '../db/database-errors';
import type { Actor } from '../modules/audit/audit.service';
import { actorOf } from './admin-resource';
import { AppError, errorMessage } from './app-error';
import { jsonRoute } from './json-route';
import { requestLocale } from './locale';
import { ok } from './reply';

/** What a bulk action needs of its request: the language of refusals and the log. */
export interface BulkContext {
  locale: Locale;
  log: FastifyBaseLogger;
}

const bulkContext = (request: FastifyRequest): BulkContext => ({
  locale: requestLocale(request),
  log: request.log,
});

/** The code an item's failure is reported with; undefined when the batch must stop. */
function refusalCode(error: unknown): ErrorCode | undefined {
  if (error instanceof AppError) return error.code;
  if (isDatabaseUnavailable(error)) return undefined;
  return inputFault(error)?.code ?? 'INTERNAL';
}

/**
 * Runs a bulk action one item after another through the single-item operation, which opens its
 * own audited transaction: an item that fails rolls back alone (its write and its audit entry
 * together) and the others go on. A lost database stops the batch with 503; what was done
 * before it is committed and in the audit log.
 */
export async function eachAlone<Item extends { id: number }>(
  items: readonly Item[],
  run: (item: Item) => Promise<unknown>,
  context: BulkContext,
): Promise<BulkResult> {
  const outcomes: BulkOutcome[] = [];
  for (const item of items) {
    try {
      await run(item);
      outcomes.push({ id: item.id, status: 'done' });
    } catch (error) {
      const code = refusalCode(error);
      if (code === undefined) throw error;
      if (code === 'INTERNAL') context.log.error({ err: error, id: item.id }, 'bulk item failed');
      outcomes.push({
        id: item.id,
        status: 'refused',
        error: code,
        msg: errorMessage(code, context.locale),
      });
    }
  }
  const done = outcomes.filter((outcome) => outcome.status === 'done').length;
  return { done, refused: outcomes.length - done, items: outcomes };
}

/** What a bulk route calls: the owner's bulk action, which runs its items through `eachAlone`. */
export interface BulkHandler<Request> {
  bulk(actor: Actor, request: Request, context: BulkContext): Promise<BulkResult>;
}

/**
 * `POST path`: one bulk action of the acting admin over the items its body names (validated by
 * `body`), answered item by item as a `BulkResult`.
 */
export function bulkRoute<BodySchema extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  body: BodySchema,
  handler: BulkHandler<z.output<BodySchema>>,
) {
  // Typed by hand, as resourceRoutes: the schema validates the body, the generic only names it.
  type Body = z.output<BodySchema>;
  app.post<{ Body: Body }>(
    path,
    jsonRoute(['admin'], { body, answer: envelope(bulkResultSchema) }),
    async (request) =>
      ok(await handler.bulk(actorOf(request), request.body as Body, bulkContext(request))),
  );
}
