import type { Redis } from 'ioredis';

/**
 * The Redis client for shared rate-limit counters. Commands fail at once while it is not
 * connected (no offline queue, few retries), so a Redis outage costs a request nothing but the
 * fall-back to per-instance counters; the client keeps reconnecting in the background. The
 * client library loads only when Redis is configured, so a one-machine start does not pay for it.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // The rate-limit plugin reports outages once each; without a listener of its own from the
  // start, ioredis would print every failed reconnection to the console.
  redis.on('error', () => undefined);
  return redis;
}
