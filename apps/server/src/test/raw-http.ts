import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { App } from '../app';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The port the app listens on, starting it on a free loopback port the first time. */
export async function listeningPort(app: App): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/**
 * Sends bytes exactly as given — any request target, any header spelling — and reads the answer
 * until the server closes the connection. `inject` and fetch normalise what an attacker would
 * not, so edge rules are tested through a socket.
 */
export function rawRequest(port: number, request: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Written, not ended: a client that half-closes may lose a slow answer (Node aborts the
    // request), and the request asks the server to close the connection once it has answered.
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseResponse(Buffer.concat(chunks))));
  });
}

function parseResponse(raw: Buffer): RawResponse {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, split === -1 ? raw.length : split).toString('latin1');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(statusLine.split(' ')[1] ?? 0),
    headers,
    body: split === -1 ? Buffer.alloc(0) : raw.subarray(split + 4),
  };
}

/** A GET (or another method) as a request line and headers, closing the connection after. */
export function requestText(
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): string {
  const { method = 'GET', headers = {}, body } = options;
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: academy.test', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) {
    lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n${body ?? ''}`;
}
