import { and, desc, eq, getTableColumns, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import {
  afterRow,
  boundedTotal,
  type ListOrder,
  ordering,
  pageAndTotal,
  searching,
  sortColumn,
  type TableQuery,
} from '../../db/table-query';
import { keptCount } from '../admin/admin.views';
import { availablePointsOf } from '../points/points.views';
import { accountTokens, knownDevices, sessions, users } from './auth.schema';
import type { Eviction } from './session-cache';

/** A user as the account calls see it: the row, and the balance the points module keeps. */
export type UserRow = typeof users.$inferSelect & { availablePoints: number };
export type NewUser = typeof users.$inferInsert;
export type AccountTokenPurpose = (typeof accountTokens.$inferInsert)['purpose'];
type NewAccountToken = typeof accountTokens.$inferInsert;

/** What one sign-up chose, waiting on its confirmation links until the address is proven. */
export interface Registration {
  passwordHash: string;
  fullName: string;
  languagePreference: UserRow['languagePreference'];
}

/** A user's columns and, through the points module's published view, the balance. */
const account = () => ({ ...getTableColumns(users), availablePoints: availablePointsOf(users.id) });

/** When the user last used any session. */
const lastActive = sql<Date | null>`(select max(${sessions.lastUsedAt}) from ${sessions} where ${sessions.userId} = ${sql.raw('"users"."id"')})`;

/** Every account, as the dashboard keeps the figure (no count of the table). */
async function accountTotal(db: Database): Promise<number> {
  const result = await db.execute<{ total: number }>(
    sql`select ${keptCount('accounts')}::int as total`,
  );
  return result.rows[0]?.total ?? 0;
}

/** The admin table of accounts: every user, with the balance and when they were last active. */
export function userAdminStore(db: Database) {
  const columns = () => ({ ...account(), lastActive });
  const sortable = {
    name: users.fullName,
    email: users.email,
    role: users.role,
    created_at: users.createdAt,
  };
  // The grams in front of ILIKE, as for course titles (decision 0012): a stored column kept out
  // of the schema so no other read selects it (migration 0021, decision 0038).
  const filter = (search: string | undefined) =>
    search
      ? and(
          sql`${sql.raw('"users"."search_runs"')} @> search_term_grams(${search})`,
          searching([users.email, users.fullName], search),
        )
      : undefined;
  return {
    /** A page in an indexed order; the total is kept (all accounts) or bounded (a search). */
    list(query: TableQuery) {
      const where = filter(query.search);
      return pageAndTotal(
        db.select(columns()).from(users).where(where).$dynamic(),
        ordering(sortable, users.createdAt, query, users.id),
        query,
        where ? boundedTotal(db, users, where) : accountTotal(db),
      );
    },
    /** The batch of an export after the row `afterId`, in the list's order (keyset paging). */
    batch(
      query: ListOrder & { search?: string | undefined },
      afterId: number | undefined,
      limit: number,
    ) {
      const sort = sortColumn(sortable, users.createdAt, query);
      return db
        .select(columns())
        .from(users)
        .where(and(filter(query.search), afterRow(sort, users.id, afterId, query.order)))
        .orderBy(...ordering(sortable, users.createdAt, query, users.id))
        .limit(limit);
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
  const prepared = () => sessionStatements(db);
  return {
    /** The database or transaction these statements run on. */
    executor: db,

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

    /** Locks the user's row until the transaction ends; false when there is no such user. */
    async lockUser(id: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, id))
        .for('no key update');
      return rows.length === 1;
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
    async insertAccountToken(token: NewAccountToken) {
      await db.insert(accountTokens).values(token);
    },

    /**
     * The sign-ups of an unconfirmed account whose links are not spent, newest first (expired
     * ones too: their owner may still sign in to get a fresh link).
     */
    async pendingRegistrations(userId: number, limit: number): Promise<Registration[]> {
      const rows = await db
        .select({
          passwordHash: accountTokens.passwordHash,
          fullName: accountTokens.fullName,
          languagePreference: accountTokens.languagePreference,
        })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, 'confirm_email'),
            isNull(accountTokens.usedAt),
            isNotNull(accountTokens.passwordHash),
          ),
        )
        .orderBy(desc(accountTokens.id))
        .limit(limit);
      return rows.map((row) => ({
        passwordHash: row.passwordHash ?? '',
        fullName: row.fullName ?? '',
        languagePreference: row.languagePreference ?? 'zh',
      }));
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

    /** Spends every live link the user holds: confirmations, resets and sign-in links alike. */
    async spendTokensOf(userId: number): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
    },

    /**
     * Marks the address as proven; with a registration, the account takes that sign-up's
     * password, name and language (the one its prover chose).
     */
    async confirmEmail(userId: number, registration?: Registration): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({
          ...registration,
          emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning(account());
      return row;
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

    async findPasswordHash(userId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      return row?.passwordHash;
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

export type AuthRepository = ReturnType<typeof createAuthRepository>;
