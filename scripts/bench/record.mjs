// Records what the real server answers to one benchmark request, in the form bare.mjs replays.
import { request as httpRequest } from 'node:http';

/** Headers node:http writes for itself (or that describe one connection), never replayed. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'date',
]);

/** The request as autocannon sends it: same method, path, headers and body. */
export function requestOf(base, route) {
  return {
    url: `${base}${route.path}`,
    method: route.method ?? 'GET',
    headers: route.body
      ? { ...route.headers, 'content-type': 'application/json' }
      : { ...route.headers },
    body: route.body ? JSON.stringify(route.body) : undefined,
  };
}

function send({ url, method, headers, body }) {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Sends the request twice and keeps the second answer, the one the server gives in steady
 * state (a cache hit, an update rather than an insert). Refuses anything but a 2xx: a
 * benchmark of an error page would measure the wrong thing.
 */
export async function recordAnswer(base, route) {
  const request = requestOf(base, route);
  await send(request);
  const { response, body } = await send(request);
  if (response.statusCode < 200 || response.statusCode > 299) {
    throw new Error(
      `${route.name}: ${request.method} ${route.path} answered ${response.statusCode}`,
    );
  }
  // Every header in the server's order and spelling; content-length counts the bytes replayed.
  const headers = [];
  let hasLength = false;
  for (let index = 0; index < response.rawHeaders.length; index += 2) {
    const name = response.rawHeaders[index];
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower)) continue;
    hasLength ||= lower === 'content-length';
    headers.push(
      name,
      lower === 'content-length' ? String(body.length) : response.rawHeaders[index + 1],
    );
  }
  if (!hasLength) headers.push('content-length', String(body.length));
  return {
    method: request.method,
    url: route.path,
    status: response.statusCode,
    statusMessage: response.statusMessage,
    headers,
    body: body.toString('base64'),
  };
}
