import type { FastifyRequest } from 'fastify';

/**
 * The path and query of a request target in either form a client may send: origin-form
 * (`/api/x?y`) or absolute-form (`http://host/api/x?y`, which HTTP/1.1 servers must accept).
 * The router already understands both; anything that looks at the target itself must too, or
 * a rule keyed on `/api/` is skipped by spelling the same request another way.
 */
export function requestTarget(url: string): { path: string; search: string } {
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  const rest = url.slice(origin.length);
  const queryAt = rest.indexOf('?');
  const path = queryAt === -1 ? rest : rest.slice(0, queryAt);
  return {
    path: path.startsWith('/') ? path : `/${path}`,
    search: queryAt === -1 ? '' : rest.slice(queryAt + 1),
  };
}

/** Whether the router matched an API route: the one test of "is this an API call". */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}
