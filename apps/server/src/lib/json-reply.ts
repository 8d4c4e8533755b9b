import type { FastifyReply } from 'fastify';
import { type JsonText, jsonArrayText } from '../db/json-text';

/** The success envelope (`ok`) around data that is JSON text already. */
export function okText<T>(data: JsonText<T>): JsonText<{ code: 1; msg: string; data: T }> {
  return `{"code":1,"msg":"ok","data":${data}}` as JsonText<{ code: 1; msg: string; data: T }>;
}

/**
 * Sends JSON text as it is: Fastify passes a string with a JSON content type straight on, past
 * the route's response schema, whose check the text's own test makes instead (decision 0044).
 * The cast is the one place the brand meets the route's declared answer.
 */
export function sendJsonText<T>(reply: FastifyReply, text: JsonText<T>): T {
  reply.type('application/json; charset=utf-8').send(text);
  return reply as never;
}

/** A page of a list as `listPage` answers it. */
type ListPage<Item> = { list: Item[]; count: number; page: number; page_size: number };

/** `listPage` for a list that is JSON text already. */
export function listPageText<Item>(
  list: JsonText<Item[]>,
  count: number,
  query: { page: number; page_size: number },
): JsonText<ListPage<Item>> {
  return `{"list":${list},"count":${count},"page":${query.page},"page_size":${query.page_size}}` as JsonText<
    ListPage<Item>
  >;
}

/** `{ list }` for rows that are JSON text already. */
export function listText<Item>(list: readonly JsonText<Item>[]): JsonText<{ list: Item[] }> {
  return `{"list":${jsonArrayText(list)}}` as JsonText<{ list: Item[] }>;
}
