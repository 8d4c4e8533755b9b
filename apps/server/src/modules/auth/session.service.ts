import { createHash, randomBytes } from 'node:crypto';
import type { AuthRepository, UserRow } from './auth.repository';

export interface AuthenticatedSession {
  sessionId: number;
  user: UserRow;
}

/** Writing last-used on every request would turn reads into writes; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

/** SHA-256 is enough here: the token is 256 random bits, so there is nothing to brute-force. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opaque bearer sessions: 256-bit random tokens, stored only as hashes, with an expiry. */
export function createSessionService(repository: AuthRepository, options: { ttlDays: number }) {
  return {
    /** Starts a session and returns the token the client keeps. */
    async start(userId: number): Promise<{ token: string; sessionId: number }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + options.ttlDays * 86_400_000);
      const sessionId = await repository.insertSession(userId, hashToken(token), expiresAt);
      return { token, sessionId };
    },

    /** The session a token opens, or null when it is unknown, expired, revoked or its user disabled. */
    async authenticate(token: string): Promise<AuthenticatedSession | null> {
      if (token.length > 200) return null;
      const row = await repository.findLiveSession(hashToken(token));
      if (!row) return null;
      if (Date.now() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await repository.touchSession(row.sessionId);
      }
      return { sessionId: row.sessionId, user: row.user };
    },

    revoke: (sessionId: number) => repository.revokeSession(sessionId),
    revokeOthers: (userId: number, keepSessionId: number) =>
      repository.revokeOtherSessions(userId, keepSessionId),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
