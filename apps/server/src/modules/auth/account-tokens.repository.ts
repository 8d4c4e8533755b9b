import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accountTokens, type users } from './auth.schema';

export type AccountTokenPurpose = (typeof accountTokens.$inferInsert)['purpose'];
type NewAccountToken = typeof accountTokens.$inferInsert;

/** What one sign-up chose, waiting on its confirmation links until the address is proven. */
export interface Registration {
  passwordHash: string;
  fullName: string;
  languagePreference: (typeof users.$inferSelect)['languagePreference'];
}

/** SQL for the one-time links mailed to an account (confirmation, reset, sign-in). */
export function accountTokenStore(db: Database) {
  return {
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
  };
}
