import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions, users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** SQL for users and their sessions; no rules live here. */
export function createAuthRepository(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },

    async findUserById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Inserts a user; returns undefined when the email is taken (unique index on lower(email)). */
    async insertUser(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return row;
    },

    async updateUser(id: number, changes: Partial<NewUser>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Counts a failed login atomically and locks the account once the limit is reached. */
    async recordFailedLogin(id: number, limit: number, lockMinutes: number) {
      await db
        .update(users)
        .set({
          failedLoginCount: sql`case when ${users.failedLoginCount} + 1 >= ${limit} then 0 else ${users.failedLoginCount} + 1 end`,
          lockedUntil: sql`case when ${users.failedLoginCount} + 1 >= ${limit} then now() + make_interval(mins => ${lockMinutes}) else ${users.lockedUntil} end`,
        })
        .where(eq(users.id, id));
    },

    async clearFailedLogins(id: number) {
      await db
        .update(users)
        .set({ failedLoginCount: 0, lockedUntil: null })
        .where(eq(users.id, id));
    },

    async insertSession(userId: number, tokenHash: string, expiresAt: Date) {
      const [row] = await db
        .insert(sessions)
        .values({ userId, tokenHash, expiresAt })
        .returning({ id: sessions.id });
      if (!row) throw new Error('session insert returned nothing');
      return row.id;
    },

    /** The live session for a token hash with its (active) user, in one query. */
    async findLiveSession(tokenHash: string) {
      const [row] = await db
        .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
            eq(users.status, 'active'),
          ),
        );
      return row;
    },

    async touchSession(sessionId: number) {
      await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    async revokeSession(sessionId: number) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    async revokeOtherSessions(userId: number, keepSessionId: number) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, userId),
            ne(sessions.id, keepSessionId),
            isNull(sessions.revokedAt),
          ),
        );
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
