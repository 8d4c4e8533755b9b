import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { viewBuilder } from '../../db/view-builder';
import { users } from './auth.schema';

/**
 * The auth module's published reads, for other modules' repositories to use inside their own
 * statements without touching its tables themselves.
 */

/** The email of the user whose id is in `userId` (a column or a value). */
export function emailOf(userId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${userId})`;
}

/** The display name of the user whose id is in `userId`. */
export function fullNameOf(userId: SQLWrapper): SQL<string> {
  return sql<string>`coalesce((select ${users.fullName} from ${users} where ${users.id} = ${userId}), '')`;
}

/** Each account's email, to join on `userId` (a list searched or shown by email). */
export const accountEmails = viewBuilder
  .select({ userId: users.id, email: users.email })
  .from(users)
  .as('account_emails');
