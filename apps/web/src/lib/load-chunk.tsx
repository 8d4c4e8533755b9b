import { type ComponentType, lazy } from 'react';
import { storageKeys } from './storage';

/** A chunk of code or texts that could not be fetched, even after retrying. */
export class ChunkLoadError extends Error {
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : 'A chunk could not be loaded');
    this.name = 'ChunkLoadError';
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError;

/** A blip of the network or a restarting server usually passes within a second or so. */
const retryDelaysMs = [300, 1000];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What to undo, on the user's retry, so each chunk that failed is fetched again. */
const failed = new Set<() => void>();

/**
 * Imports a chunk, retrying a failed fetch twice with a short backoff. When it still fails,
 * `onRetry` is kept until the user retries (`retryFailedChunks`): a failure is not retried on
 * its own again, or a render that asks for the chunk would loop on it while the network is gone.
 */
export async function importChunk<T>(load: () => Promise<T>, onRetry?: () => void): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const delay = retryDelaysMs[attempt];
      if (delay === undefined) {
        await reloadIfDeployedAway(error);
        if (onRetry) failed.add(onRetry);
        throw new ChunkLoadError(error);
      }
      await sleep(delay);
    }
  }
}

/**
 * A chunk the server answers 404 for belongs to a build a newer deploy replaced: only a fresh
 * page knows the new chunks' names, so the page reloads, once per chunk in this tab (a chunk
 * missing from the new build too would otherwise reload it forever). When the server does not
 * answer at all, the network is down and the page shows its error with a retry instead.
 */
async function reloadIfDeployedAway(error: unknown) {
  // Browsers name the module that failed in the message ("…imported module: https://…").
  const url = /https?:\/\/\S+/.exec(error instanceof Error ? error.message : '')?.[0];
  if (!url) return;
  try {
    const probe = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    if (probe.status !== 404) return;
    if (sessionStorage.getItem(storageKeys.reloadedForChunk) === url) return;
    sessionStorage.setItem(storageKeys.reloadedForChunk, url);
  } catch {
    return;
  }
  window.location.reload();
  // The page is going away; its spinner stays until it does.
  await new Promise(() => undefined);
}

/** Lets every chunk that failed be fetched again at its next render: a page error's retry. */
export function retryFailedChunks() {
  for (const undo of failed) undo();
  failed.clear();
}

/**
 * A lazy component whose chunk is retried as `importChunk` does and, after the user's retry,
 * fetched again (React's `lazy` keeps a failure for good, so each retry makes a new one).
 */
export function lazyChunk<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const create = () =>
    lazy(() =>
      importChunk(load, () => {
        Lazy = create();
      }).then((component) => ({ default: component })),
    );
  let Lazy = create();
  return function LazyChunk(props: Props) {
    return <Lazy {...props} />;
  };
}
