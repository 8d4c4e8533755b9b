import { and, eq, gte, inArray, like, sql } from 'drizzle-orm';
import { academyMonth } from '../../db/academy-time';
import type { Database } from '../../db/database';
import { firstAcademyDayOf } from '../auth/auth.views';
import { pointBalances, pointsLedger } from './points.schema';

/** The ledger reference of a signed day, for a sign-in and a make-up alike. */
export const dayReference = (day: string) => `day:${day}`;

/** The ledger reference of a streak bonus: the milestone and the academy day it was paid. */
export const bonusReference = (milestone: number, day: string) => `streak${milestone}:${day}`;

/** SQL for check-ins: the signed days, make-ups and streak bonuses the ledger records. */
export function createCheckInRepository(db: Database) {
  return {
    /** Every day the learner signed, by sign-in or make-up, as YYYY-MM-DD (unordered). */
    async signedDays(userId: number): Promise<string[]> {
      const rows = await db
        .select({ reference: pointsLedger.reference })
        .from(pointsLedger)
        .where(
          and(
            eq(pointsLedger.userId, userId),
            inArray(pointsLedger.reason, ['signin', 'signin_makeup']),
            like(pointsLedger.reference, 'day:%'),
          ),
        );
      return rows.map((row) => row.reference.slice('day:'.length));
    },

    /** The learner's first academy day (`YYYY-MM-DD`); undefined for no such learner. */
    async firstDay(userId: number, timeZone: string): Promise<string | undefined> {
      const [row] = await db
        .select({ day: firstAcademyDayOf(pointBalances.userId, timeZone) })
        .from(pointBalances)
        .where(eq(pointBalances.userId, userId));
      return row?.day ?? undefined;
    },

    /** The make-ups the learner bought in one academy month (`YYYY-MM` in `timeZone`). */
    countMakeUpsInMonth(userId: number, month: string, timeZone: string): Promise<number> {
      return db.$count(
        pointsLedger,
        and(
          eq(pointsLedger.userId, userId),
          eq(pointsLedger.reason, 'signin_makeup'),
          sql`${academyMonth(pointsLedger.createdAt, timeZone)} = ${month}`,
        ),
      );
    },

    /**
     * Whether a bonus for `milestone` was paid on or after `since`: references carry the day
     * paid, and YYYY-MM-DD compares as text in date order.
     */
    async hasBonusSince(userId: number, milestone: number, since: string): Promise<boolean> {
      const count = await db.$count(
        pointsLedger,
        and(
          eq(pointsLedger.userId, userId),
          eq(pointsLedger.reason, 'streak_bonus'),
          like(pointsLedger.reference, `streak${milestone}:%`),
          gte(pointsLedger.reference, bonusReference(milestone, since)),
        ),
      );
      return count > 0;
    },
  };
}
