import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { academyDay } from '../../db/academy-time';
import { pointBalances, pointsLedger } from './points.schema';

/**
 * The points module's published reads, for other modules' repositories to use inside their own
 * statements (one round trip) without touching its tables themselves.
 */

/** A user's available points, for the user id in `userId` (a column or a value); 0 before any. */
export function availablePointsOf(userId: SQLWrapper): SQL<number> {
  return sql<number>`coalesce((select ${pointBalances.available} from ${pointBalances} where ${pointBalances.userId} = ${userId}), 0)`.mapWith(
    Number,
  );
}

/** The academy days (in `timeZone`) on which the points of the user `userId` moved. */
export function ledgerDaysOf(userId: number, timeZone: string): SQL {
  return sql`select ${academyDay(pointsLedger.createdAt, timeZone)} as day from ${pointsLedger} where ${pointsLedger.userId} = ${userId}`;
}

/** Points spent on unlocks and rewards since the given instant (the academy takes no money). */
export function pointsSpentSince(since: SQLWrapper): SQL<number> {
  return sql<number>`(select coalesce(-sum(${pointsLedger.delta}), 0) from ${pointsLedger} where ${pointsLedger.delta} < 0 and ${pointsLedger.reason} in ('course_unlock', 'redemption') and ${pointsLedger.createdAt} >= ${since})`.mapWith(
    Number,
  );
}

/**
 * The newest point spends as activity events (the dashboard's feed shape): what the points were
 * spent on (`spend`, the ledger's reason), the paying module's `reference` for its owner to read,
 * and the admin's own words for an adjustment (`note`).
 */
export function spendEvents(
  limit: number,
  resolve: { course: (reference: SQL) => SQL; redemption: (reference: SQL) => SQL },
): SQL {
  const reference = sql.raw('l.reference');
  return sql`(select 'payment-' || l.id as id, 'payment' as type, l.user_id,
      ${resolve.course(reference)} as course_id, null::int as lesson_id,
      ${resolve.redemption(reference)} as redemption_id, l.reason::text as spend,
      case when l.reason = 'admin_adjustment'
        then regexp_replace(l.description, '^Adjustment: ', '') end as note,
      -l.delta as amount, null::int as rating, l.created_at as at
    from ${pointsLedger} l where l.delta < 0 order by l.created_at desc limit ${limit})`;
}

/**
 * Per academy day since `since` (charts): points earned, points spent on unlocks and rewards,
 * and daily sign-ins, as (day, earned, spent, sign_ins).
 */
export function ledgerDays(since: SQLWrapper, timeZone: string): SQL {
  return sql`select ${academyDay(pointsLedger.createdAt, timeZone)} as day,
      coalesce(sum(${pointsLedger.delta}) filter (where ${pointsLedger.delta} > 0), 0) as earned,
      coalesce(-sum(${pointsLedger.delta}) filter (where ${pointsLedger.delta} < 0
        and ${pointsLedger.reason} in ('course_unlock', 'redemption')), 0) as spent,
      count(*) filter (where ${pointsLedger.reason} = 'signin') as sign_ins
    from ${pointsLedger} where ${pointsLedger.createdAt} >= ${since} group by 1`;
}

/**
 * (day, user_id) for each learner's own point movement since `since`: a sign-in, a finished
 * lesson, a passed quiz, a spend (an admin's adjustment is not the learner's doing).
 */
export function ledgerActors(since: SQLWrapper, timeZone: string): SQL {
  return sql`select ${academyDay(pointsLedger.createdAt, timeZone)} as day, ${pointsLedger.userId} as user_id
    from ${pointsLedger} where ${pointsLedger.createdAt} >= ${since}
      and ${pointsLedger.reason} not in ('admin_adjustment', 'welcome', 'redemption_refund')`;
}
