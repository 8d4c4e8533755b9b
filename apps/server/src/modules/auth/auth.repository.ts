import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  boundedTotal,
  type ListOrder,
  pageAndTotal,
  searching,
  type TableQuery,
} from '../../db/table-query';
import { sortedBy } from '../../lib/list-orders';
import { keptCount } from '../admin/admin.views';
import { availablePointsOf } from '../points/points.views';
import { accountTokenStore, type Registration } from './account-tokens.repository';
import { sessions, users } from './auth.schema';
import { sessionStore } from './sessions.repository';

/** A user as the account calls see it: the row, and the balance the points module keeps. */
export type UserRow = typeof users.$inferSelect & { availablePoints: number };
export type NewUser = typeof users.$inferInsert;

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
  const sorted = sortedBy(
    { name: users.fullName, email: users.email, role: users.role, created_at: users.createdAt },
    users.createdAt,
    users.id,
  );
  // The grams in front of ILIKE, as for course titles (decision 0012): a stored column kept out
  // of the schema so no other read selects it (migration 0021, decision 0038).
  const searched = [users.email, users.fullName];
  const filter = (search: string | undefined) =>
    searching(searched, search, sql.raw('"users"."search_runs"'));
  return {
    /** A page in an indexed order; the total is kept (all accounts) or bounded (a search). */
    list(query: TableQuery) {
      const where = filter(query.search);
      const order = sorted.order(query);
      // The page's ids first: an offset's skipped rows would each work out a balance and a
      // last activity that nobody reads (490 of them for page 50 of ten).
      const pageIds = db
        .select({ id: users.id })
        .from(users)
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset(query.offset);
      return pageAndTotal(
        db.select(columns()).from(users).where(inArray(users.id, pageIds)).$dynamic(),
        order,
        { offset: 0, limit: query.limit },
        where
          ? boundedTotal(db, users, where, searching(searched, query.search))
          : accountTotal(db),
      );
    },
    /** The batch of an export after the row `afterId`, in the list's order (keyset paging). */
    batch(
      query: ListOrder & { search?: string | undefined },
      afterId: number | undefined,
      limit: number,
    ) {
      const select = db.select(columns()).from(users).$dynamic();
      return sorted.batch(select, filter(query.search), query, afterId, limit);
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

/** SQL for the user rows an account's calls read and change. */
function userStore(db: Database) {
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

    async findPasswordHash(userId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      return row?.passwordHash;
    },
  };
}

/**
 * SQL for users, their mailed links (`account-tokens.repository.ts`) and their sessions and
 * devices (`sessions.repository.ts`), on one executor; no rules live here.
 */
export function createAuthRepository(db: Database) {
  return {
    /** The database or transaction these statements run on. */
    executor: db,
    ...userStore(db),
    ...accountTokenStore(db),
    ...sessionStore(db),
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
