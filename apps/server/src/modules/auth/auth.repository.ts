import { and, eq, getTableColumns, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ordering, searching, type TableQuery } from '../../db/table-query';
import { availablePointsOf } from '../points/points.views';
import { accountTokens, knownDevices, sessions, users } from './auth.schema';

/** A user as the account calls see it: the row, and the balance the points module keeps. */
export type UserRow = typeof users.$inferSelect & { availablePoints: number };
export type NewUser = typeof users.$inferInsert;
export type AccountTokenPurpose = (typeof accountTokens.$inferInsert)['purpose'];

/** A user's columns and, through the points module's published view, the balance. */
const account = () => ({ ...getTableColumns(users), availablePoints: availablePointsOf(users.id) });

/** When the user last used any session. */
const lastActive = sql<Date | null>`(select max(${sessions.lastUsedAt}) from ${sessions} where ${sessions.userId} = ${sql.raw('"users"."id"')})`;

/** The admin table of accounts: every user, with the balance and when they were last active. */
export function userAdminStore(db: Database) {
  const columns = () => ({ ...account(), lastActive });
  return {
    async list(query: TableQuery) {
      const where = searching([users.email, users.fullName], query.search);
      const sortable = {
        name: users.fullName,
        email: users.email,
        role: users.role,
        created_at: users.createdAt,
      };
      const [rows, total] = await Promise.all([
        db
          .select(columns())
          .from(users)
          .where(where)
          .orderBy(...ordering(sortable, users.createdAt, query, users.id))
          .limit(query.limit)
          .offset(query.offset),
        db.$count(users, where),
      ]);
      return { rows, total };
    },
    async find(id: number) {
      const [row] = await db.select(columns()).from(users).where(eq(users.id, id));
      return row;
    },
    /** Locks the admin rows so two concurrent demotions cannot both pass the last-admin check. */
    async lockActiveAdmins(): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
        .for('no key update');
      return rows.map((row) => row.id);
    },
  };
}

export type UserAdminRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof userAdminStore>['find']>>
>;

/** SQL for users and their sessions; no rules live here. */
export function createAuthRepository(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select(account())
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },

    async findUserById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select(account()).from(users).where(eq(users.id, id));
      return row;
    },

    /** Inserts a user; returns undefined when the email is taken (unique index on lower(email)). */
    async insertUser(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning(account());
      return row;
    },

    async updateUser(id: number, changes: Partial<NewUser>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning(account());
      return row;
    },

    /** Issues a one-time mail link (stored as a hash) for the user. */
    async insertAccountToken(
      userId: number,
      purpose: AccountTokenPurpose,
      tokenHash: string,
      expiresAt: Date,
    ) {
      await db.insert(accountTokens).values({ userId, purpose, tokenHash, expiresAt });
    },

    /** The user a live (unspent, unexpired) link belongs to, without spending it. */
    async findLiveToken(tokenHash: string, purpose: AccountTokenPurpose) {
      const [row] = await db
        .select({ id: accountTokens.id, userId: accountTokens.userId })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, sql`now()`),
          ),
        );
      return row;
    },

    /**
     * Spends a link: true for exactly one caller, however many present it at once (the update
     * only matches while it is unspent).
     */
    async spendToken(tokenId: number): Promise<boolean> {
      const rows = await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(accountTokens.id, tokenId), isNull(accountTokens.usedAt)))
        .returning({ id: accountTokens.id });
      return rows.length === 1;
    },

    async confirmEmail(userId: number) {
      await db
        .update(users)
        .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
        .where(eq(users.id, userId));
    },

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

    async revokeAllSessions(userId: number) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
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
        .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: account() })
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
