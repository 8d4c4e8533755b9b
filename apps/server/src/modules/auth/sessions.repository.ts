import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { availablePointsOf } from '../points/points.views';
import { knownDevices, sessions, users } from './auth.schema';
import type { Eviction } from './session-cache';

/** SQL for sessions and the devices that signed in before. */
export function sessionStore(db: Database) {
  const prepared = () => sessionStatements(db);
  return {
    async insertDevice(userId: number, tokenHash: string) {
      await db.insert(knownDevices).values({ userId, tokenHash });
    },

    /** Whether the device token belongs to the user; notes its use when it does. */
    async touchDevice(userId: number, tokenHash: string): Promise<boolean> {
      const rows = await db
        .update(knownDevices)
        .set({ lastUsedAt: sql`now()` })
        .where(and(eq(knownDevices.userId, userId), eq(knownDevices.tokenHash, tokenHash)))
        .returning({ id: knownDevices.id });
      return rows.length === 1;
    },

    async insertSession(userId: number, tokenHash: string, expiresAt: Date) {
      const [row] = await db
        .insert(sessions)
        .values({ userId, tokenHash, expiresAt })
        .returning({ id: sessions.id });
      if (!row) throw new Error('session insert returned nothing');
      return row.id;
    },

    /** The live session a token hash opens with its (active) user's identity, in one statement. */
    async findLiveSession(tokenHash: string): Promise<LiveSession | undefined> {
      const [row] = await prepared().sessionIdentity.execute({ tokenHash });
      return row;
    },

    /** The account behind a live session, with the balance read now: a profile's answer. */
    async findSessionAccount(sessionId: number): Promise<SessionAccount | undefined> {
      const [row] = await prepared().sessionAccount.execute({ sessionId });
      return row;
    },

    async touchSession(sessionId: number) {
      await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    /** Ends one session, or every session of a user (all but one, if told). */
    async revokeSessions(eviction: Eviction) {
      const target =
        'sessionId' in eviction
          ? eq(sessions.id, eviction.sessionId)
          : and(
              eq(sessions.userId, eviction.userId),
              eviction.exceptSessionId === undefined
                ? undefined
                : ne(sessions.id, eviction.exceptSessionId),
            );
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(target, isNull(sessions.revokedAt)));
    },
  };
}

/** What a request needs to know about who sends it: never the password hash, never the balance. */
const identityColumns = {
  sessionId: sessions.id,
  lastUsedAt: sessions.lastUsedAt,
  expiresAt: sessions.expiresAt,
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  avatar: users.avatar,
  role: users.role,
  languagePreference: users.languagePreference,
  createdAt: users.createdAt,
};

const isLive = and(
  isNull(sessions.revokedAt),
  gt(sessions.expiresAt, sql`now()`),
  eq(users.status, 'active'),
);

/**
 * The two statements every signed-in request may need, prepared once per database (named, so
 * PostgreSQL plans them once per connection, and their SQL text is built once).
 */
function prepareSessionStatements(db: Database) {
  return {
    sessionIdentity: db
      .select(identityColumns)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isLive))
      .prepare('auth_session_identity'),
    sessionAccount: db
      .select({ ...identityColumns, availablePoints: availablePointsOf(users.id) })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sql.placeholder('sessionId')), isLive))
      .prepare('auth_session_account'),
  };
}

const sessionStatements = preparedPerDatabase(prepareSessionStatements);

export type LiveSession = Awaited<
  ReturnType<ReturnType<typeof prepareSessionStatements>['sessionIdentity']['execute']>
>[number];
export type SessionAccount = Awaited<
  ReturnType<ReturnType<typeof prepareSessionStatements>['sessionAccount']['execute']>
>[number];
