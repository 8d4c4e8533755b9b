import type { FastifyReply } from 'fastify';

/** The success envelope every API call answers with. */
export function ok<T>(data: T) {
  return { code: 1 as const, msg: 'ok', data };
}

/** A page of a list as every paged call answers it: the rows, how many in all, which page. */
export function listPage<Item>(
  list: Item[],
  count: number,
  query: { page: number; page_size: number },
) {
  return { list, count, page: query.page, page_size: query.page_size };
}

/**
 * Sends a file to save (an export, a certificate, notes) under a name the server chose: names
 * are ours (ids, codes, dates), never a client's, so they need no escaping.
 */
export function sendAttachment(
  reply: FastifyReply,
  type: string,
  fileName: string,
  body: string | Buffer | NodeJS.ReadableStream,
) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);
}
