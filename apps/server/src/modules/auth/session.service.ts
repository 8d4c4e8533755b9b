import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { afterCommit } from '../../db/transaction-context';
import { type AuthRepository, createAuthRepository } from './auth.repository';
import { createSessionCache, type Eviction } from './session-cache';
import { type EvictionChannel, localEvictions } from './session-evictions';
import type { LiveSession } from './sessions.repository';

/**
 * Who sends a request, as every instance may keep it for a few seconds: the identity only.
 * The balance is never part of it (it moves with every grant and spend): whoever shows it reads
 * it fresh, and reading it here is a mistake that fails loudly.
 */
export class SessionUser {
  readonly id: number;
  readonly email: string;
  readonly fullName: string;
  readonly avatar: string | null;
  readonly role: LiveSession['role'];
  readonly languagePreference: LiveSession['languagePreference'];
  readonly createdAt: Date;

  constructor(row: LiveSession) {
    this.id = row.id;
    this.email = row.email;
    this.fullName = row.fullName;
    this.avatar = row.avatar;
    this.role = row.role;
    this.languagePreference = row.languagePreference;
    this.createdAt = row.createdAt;
    Object.freeze(this);
  }

  get availablePoints(): never {
    throw new Error('the balance is not part of a session: read it from the points module');
  }
}

export interface AuthenticatedSession {
  sessionId: number;
  user: SessionUser;
}

/** Writing last-used on every request would turn reads into writes; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;
/** Sessions kept per instance; the least recently used go first. */
const CACHE_ENTRIES = 10_000;

/** SHA-256 is enough here: the token is 256 random bits, so there is nothing to brute-force. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionServiceOptions {
  ttlDays: number;
  /** How long an instance may answer from its cache who a token belongs to (0: never). */
  cacheSeconds?: number;
  /** How revocations reach the other instances; none needed for one process. */
  evictions?: EvictionChannel;
}

/** Records a session's use, at most once per TOUCH_INTERVAL_MS (the cached copy remembers when). */
async function touchIfDue(
  repository: AuthRepository,
  session: { sessionId: number; lastUsedAt: number },
) {
  const now = Date.now();
  if (now - session.lastUsedAt <= TOUCH_INTERVAL_MS) return;
  session.lastUsedAt = now;
  await repository.touchSession(session.sessionId);
}

/**
 * Opaque bearer sessions: 256-bit random tokens, stored only as hashes, with an expiry. Who a
 * token belongs to is kept in process for `cacheSeconds` (decision 0021); every way a session
 * ends goes through `revoke`, which evicts it on every instance once the revocation commits.
 */
export function createSessionService(repository: AuthRepository, options: SessionServiceOptions) {
  const evictions = options.evictions ?? localEvictions();
  const cache = createSessionCache<SessionUser>({
    ttlMs: (options.cacheSeconds ?? 0) * 1000,
    maxEntries: CACHE_ENTRIES,
  });
  cache.setLive(evictions.isLive());
  evictions.listen({ onEviction: cache.evict, onLive: cache.setLive });
  const repositoryIn = (executor?: Database) =>
    executor ? createAuthRepository(executor) : repository;

  /** Evicts here at once and after the commit, and tells every other instance. */
  async function announce(eviction: Eviction, executor: Database) {
    cache.evict(eviction);
    await afterCommit(executor, () => cache.evict(eviction));
    await evictions.publish(eviction, executor);
  }

  return {
    /** Starts a session and returns the token the client keeps. */
    async start(
      userId: number,
      executor?: Database,
    ): Promise<{ token: string; sessionId: number }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + options.ttlDays * 86_400_000);
      const sessionId = await repositoryIn(executor).insertSession(
        userId,
        hashToken(token),
        expiresAt,
      );
      return { token, sessionId };
    },

    /** The session a token opens, or null when it is unknown, expired, revoked or its user disabled. */
    async authenticate(token: string): Promise<AuthenticatedSession | null> {
      if (token.length > 200) return null;
      const tokenHash = hashToken(token);
      const cached = cache.get(tokenHash);
      if (cached) {
        await touchIfDue(repository, cached);
        return { sessionId: cached.sessionId, user: cached.identity };
      }
      const stamp = cache.generation();
      const row = await repository.findLiveSession(tokenHash);
      if (!row) return null;
      const session = {
        sessionId: row.sessionId,
        userId: row.id,
        expiresAt: row.expiresAt.getTime(),
        lastUsedAt: row.lastUsedAt.getTime(),
        identity: new SessionUser(row),
      };
      await touchIfDue(repository, session);
      cache.set(tokenHash, session, stamp);
      return { sessionId: session.sessionId, user: session.identity };
    },

    /**
     * The one way sessions end — logout, password change and reset, an admin's disable or
     * reset: revoked in `executor` (the caller's transaction, if any), then evicted from every
     * instance's cache once that commits.
     */
    async revoke(eviction: Eviction, executor?: Database): Promise<void> {
      const target = repositoryIn(executor);
      await target.revokeSessions(eviction);
      await announce(eviction, target.executor);
    },

    /** Drops a user's cached identity everywhere after their account changed (name, language, role). */
    forget(userId: number, executor?: Database): Promise<void> {
      return announce({ userId }, repositoryIn(executor).executor);
    },

    /** Whether the cache is in use now (off while revocations from elsewhere could be missed). */
    isCacheLive: () => cache.isLive(),
    close: () => evictions.close(),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
