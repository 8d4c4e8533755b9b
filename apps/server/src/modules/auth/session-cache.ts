import { LRUCache } from 'lru-cache';

/**
 * Which sessions a revocation ends: one session, or every session of a user (optionally all but
 * one, the password change's own). A user's sessions are also evicted when their account
 * changes (name, language, role), so no instance keeps presenting the old identity.
 */
export type Eviction = { sessionId: number } | { userId: number; exceptSessionId?: number };

/** A session's identity as the cache keeps it: never the password hash, never the balance. */
export interface CachedSession<Identity> {
  sessionId: number;
  userId: number;
  expiresAt: number;
  lastUsedAt: number;
  identity: Identity;
}

export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * Token hash → identity for a few seconds, in this process, bounded (least recently used out
 * first, by lru-cache). A fill is dropped when any eviction happened while its row was being read
 * (the row may predate the revocation), and the cache is off while `isLive` says evictions from
 * other instances might be missed.
 */
export function createSessionCache<Identity>(options: SessionCacheOptions) {
  const now = options.now ?? Date.now;
  const isOn = options.ttlMs > 0;
  const entries = new LRUCache<string, CachedSession<Identity>>({
    max: options.maxEntries,
    ttl: Math.max(options.ttlMs, 1),
    // Exact expiry on the given clock: no rounding of "now" between calls.
    ttlResolution: 0,
    perf: { now },
  });
  let generation = 0;
  let isLive = true;

  function forget(matches: (entry: CachedSession<Identity>) => boolean) {
    generation += 1;
    for (const [key, entry] of entries.entries()) if (matches(entry)) entries.delete(key);
  }

  return {
    /** Stamp a fill takes before reading the database; `set` ignores it if anything was evicted since. */
    generation: () => generation,

    get(tokenHash: string): CachedSession<Identity> | undefined {
      if (!isLive || !isOn) return undefined;
      return entries.get(tokenHash);
    },

    set(tokenHash: string, session: CachedSession<Identity>, stamp: number): void {
      if (!isLive || !isOn || stamp !== generation) return;
      // Never past the session's own end.
      const ttl = Math.min(options.ttlMs, session.expiresAt - now());
      if (ttl > 0) entries.set(tokenHash, session, { ttl });
    },

    evict(eviction: Eviction): void {
      if ('sessionId' in eviction) {
        forget((entry) => entry.sessionId === eviction.sessionId);
      } else {
        forget(
          (entry) =>
            entry.userId === eviction.userId && entry.sessionId !== eviction.exceptSessionId,
        );
      }
    },

    /**
     * Whether evictions from every instance reach this one. Turning off empties the cache (it
     * may miss evictions from now on); turning on again starts from empty, and fills begun
     * before are dropped.
     */
    setLive(live: boolean): void {
      if (live === isLive) return;
      isLive = live;
      forget(() => true);
    },

    isLive: () => isLive,
    size: () => entries.size,
  };
}

export type SessionCache<Identity> = ReturnType<typeof createSessionCache<Identity>>;
