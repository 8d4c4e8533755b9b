import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, importChunk, retryFailedChunks } from './load-chunk';
import { storageKeys } from './storage';

const chunk = 'http://localhost:3000/assets/teacher-list-page-abc123.js';
const failedFetch = () =>
  Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`));

/** Runs the loader to its end, through its backoff; undefined while it has not settled. */
async function settle<T>(promise: Promise<T>) {
  let outcome: { value?: T; error?: unknown } | undefined;
  promise.then(
    (value) => {
      outcome = { value };
    },
    (error: unknown) => {
      outcome = { error };
    },
  );
  await vi.runAllTimersAsync();
  return outcome;
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('importChunk', () => {
  it('retries a failed fetch twice, and a chunk that arrives in the meantime is used', async () => {
    const load = vi.fn().mockImplementationOnce(failedFetch).mockResolvedValue('page');
    expect(await settle(importChunk(load))).toEqual({ value: 'page' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after three tries while the network is down, until the user retries', async () => {
    const load = vi.fn(failedFetch);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const onRetry = vi.fn();
    const outcome = await settle(importChunk(load, onRetry));
    expect(outcome?.error).toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(3);
    expect(onRetry).not.toHaveBeenCalled();

    retryFailedChunks();
    retryFailedChunks();
    expect(onRetry).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(storageKeys.reloadedForChunk)).toBeNull();
  });

  it('reloads the page once for a chunk the server no longer has (a newer deploy)', async () => {
    const probe = vi.fn().mockResolvedValue(new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', probe);
    // The page is going away, so the import never settles.
    expect(await settle(importChunk(failedFetch))).toBeUndefined();
    expect(probe).toHaveBeenCalledWith(chunk, { method: 'HEAD', cache: 'no-store' });
    expect(sessionStorage.getItem(storageKeys.reloadedForChunk)).toBe(chunk);

    // The fresh page still misses it: no reload loop, the page shows its error instead.
    expect((await settle(importChunk(failedFetch)))?.error).toBeInstanceOf(ChunkLoadError);
  });

  it('does not reload for a chunk the server still has', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 200 })));
    expect((await settle(importChunk(failedFetch)))?.error).toBeInstanceOf(ChunkLoadError);
    expect(sessionStorage.getItem(storageKeys.reloadedForChunk)).toBeNull();
  });
});
