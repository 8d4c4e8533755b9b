import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { pointBalances } from './points.schema';

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
