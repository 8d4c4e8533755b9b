import type { ErrorCode } from '@academy/contracts/common';
import type { ApiCall } from '@academy/contracts/public-reads';
import { currentLocale } from './i18n';
import { takePageAnswer } from './page-answers';
import { readStoredToken } from './storage';

/** No answer at all (0), or the server failing (5xx): worth asking again, unlike a 4xx. */
export const isTransientStatus = (status: number) => status === 0 || status >= 500;

/** A failed call: the server's stable code (or NETWORK when there was no answer). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the request finish after the page is left (progress saved on the way out). */
  keepalive?: boolean;
}

/**
 * The Idempotency-Key of each mutation still waiting for an answer, by what it sends. A second
 * tap while the first is in flight, and a retry after the network dropped, send the same key,
 * so the server acts once and answers both with the first answer; once an answer arrives the
 * key is done and the next tap is a new action with a new key.
 */
const unansweredKeys = new Map<string, string>();

function idempotencyKeyFor(request: string): string {
  let key = unansweredKeys.get(request);
  if (!key) {
    key = crypto.randomUUID();
    unansweredKeys.set(request, key);
  }
  return key;
}

/** An API answer as the server's own router gives it: the status and the parsed envelope. */
export interface ServerAnswer {
  status: number;
  payload: unknown;
}

/**
 * While the server renders a page, its reads go to the API in-process, as a guest's would
 * (`entry-server.tsx` sets this for one render at a time); in the browser it stays unset.
 */
let serverReads: ((url: string) => Promise<ServerAnswer>) | undefined;

export function readThroughServer(read: typeof serverReads) {
  serverReads = read;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The one way the web talks to the API: sends the UI language and the stored token, unwraps
 * the envelope and turns every failure into an ApiError. A guest's first reads are answered
 * from the page when the server put their answers in it. `T` is the contract's data type;
 * the server has already validated and serialized the payload with the same contract.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(path, serverReads ? 'http://academy.invalid' : window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  if (serverReads) {
    const { status, payload } = await serverReads(`${url.pathname}${url.search}`);
    return unwrap<T>(payload, status);
  }
  const headers: Record<string, string> = {
    ...options.headers,
    accept: 'application/json',
    'accept-language': currentLocale(),
  };
  // Taken for everyone, so the answers leave the page at its first read; used for guests only.
  const answer = (options.method ?? 'GET') === 'GET' ? takePageAnswer(url) : undefined;
  const token = readStoredToken();
  if (token) headers.authorization = `Bearer ${token}`;
  else if (answer !== undefined) return unwrap<T>(answer, 200);
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const method = options.method ?? 'GET';
  const request = `${method} ${url.pathname}${url.search} ${JSON.stringify(options.body ?? null)}`;
  if (method !== 'GET') headers['idempotency-key'] = idempotencyKeyFor(request);

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', '');
  }
  // Answered (even with an error): the action is over, and a 5xx left the key free on the server.
  unansweredKeys.delete(request);

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(response.status, response.ok ? 'INTERNAL' : 'NETWORK', '');
  }
  return unwrap<T>(payload, response.status);
}

/** A public read built by the contracts (`public-reads.ts`). */
export const apiRead = <T>(call: ApiCall) =>
  apiRequest<T>(call.path, call.query ? { query: call.query } : {});

/** The envelope's data, or the envelope's error as an ApiError. */
function unwrap<T>(payload: unknown, status: number): T {
  if (!isRecord(payload)) throw new ApiError(status, 'INTERNAL', '');
  const ok = status >= 200 && status < 300;
  if (ok && payload.code === 1 && 'data' in payload) return payload.data as T;
  if (payload.code === 0 && typeof payload.error === 'string') {
    throw new ApiError(
      status,
      payload.error as ErrorCode,
      typeof payload.msg === 'string' ? payload.msg : '',
      isRecord(payload.fields) ? (payload.fields as Record<string, string>) : {},
    );
  }
  throw new ApiError(status, 'INTERNAL', '');
}
