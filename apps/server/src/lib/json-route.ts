import type { z } from 'zod';

/** A JSON route's contract: what it is asked with and its one success answer, as zod schemas. */
export interface RouteContract {
  /** What the API documentation says of the route beyond its schemas. */
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  answer: z.ZodType;
}

/**
 * The options of a JSON route, written once: its documentation tags, its inputs (validated
 * before the handler runs) and its answer (serialized by its contract, so unknown fields never
 * leave, and documented as the 200). Typed exactly as given, so the type provider still types
 * the handler's `request.params`, `query` and `body`; `options` adds hooks or config.
 */
export function jsonRoute<Contract extends RouteContract, Options extends object>(
  tags: string[],
  { answer, ...inputs }: Contract,
  options?: Options,
) {
  const response: { 200: Contract['answer'] } = { 200: answer };
  return { ...options, schema: { tags, ...inputs, response } };
}
