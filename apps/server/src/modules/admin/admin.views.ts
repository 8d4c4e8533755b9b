import { type SQL, sql } from 'drizzle-orm';
import { dashboardCounts } from './admin.schema';

/**
 * The admin module's published reads, for other modules' repositories to use inside their own
 * statements without touching its tables themselves.
 */

/** A total the dashboard keeps by trigger ('accounts', 'enrollments'; decision 0038). */
export function keptCount(name: 'accounts' | 'enrollments'): SQL<number> {
  return sql<number>`coalesce((select ${dashboardCounts.count} from ${dashboardCounts} where ${dashboardCounts.name} = ${name}), 0)`.mapWith(
    Number,
  );
}
