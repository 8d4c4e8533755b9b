import type { z } from 'zod';
import { signedIn } from '../plugins/authentication';
import { cachedForGuests } from '../plugins/public-cache';

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

/** A public read whose answer to guests may be served from the short-lived cache. */
export function guestCachedRead<Contract extends RouteContract>(
  tags: string[],
  contract: Contract,
) {
  return jsonRoute(tags, contract, cachedForGuests);
}

/**
 * A JSON call that needs a signed-in user: the sign-in check comes first, before the body is
 * parsed; `options` adds hooks or config after it, and may not replace it (no `onRequest`).
 */
export function signedInRoute<Contract extends RouteContract, Options extends object = object>(
  tags: string[],
  contract: Contract,
  options?: Options & { onRequest?: never },
) {
  return jsonRoute(tags, contract, { ...signedIn, ...options });
}
