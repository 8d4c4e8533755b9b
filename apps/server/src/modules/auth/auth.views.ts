import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { academyDay } from '../../db/academy-time';
import { viewBuilder } from '../../db/view-builder';
import { sessions, users } from './auth.schema';

/**
 * The auth module's published reads, for other modules' repositories to use inside their own
 * statements without touching its tables themselves.
 */

/** The email of the user whose id is in `userId` (a column or a value). */
export function emailOf(userId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${userId})`;
}

/** The role of the user whose id is in `userId` (null when there is no such user). */
export function roleOf(userId: SQLWrapper): SQL<'admin' | 'teacher' | 'student' | null> {
  return sql<
    'admin' | 'teacher' | 'student' | null
  >`(select ${users.role} from ${users} where ${users.id} = ${userId})`;
}

/** The display name of the user whose id is in `userId`. */
export function fullNameOf(userId: SQLWrapper): SQL<string> {
  return sql<string>`coalesce((select ${users.fullName} from ${users} where ${users.id} = ${userId}), '')`;
}

/**
 * The academy day (`YYYY-MM-DD` in `timeZone`) the account of `userId` was made on: the first
 * day its owner was a member.
 */
export function firstAcademyDayOf(userId: SQLWrapper, timeZone: string): SQL<string | null> {
  return sql<
    string | null
  >`(select to_char(${academyDay(users.createdAt, timeZone)}, 'YYYY-MM-DD') from ${users} where ${users.id} = ${userId})`;
}

/** Each account's email, to join on `userId` (a list searched or shown by email). */
export const accountEmails = viewBuilder
  .select({ userId: users.id, email: users.email })
  .from(users)
  .as('account_emails');

/** A dashboard figure: the accounts that used a session in the last 30 days. */
export const activeAccountCount =
  sql<number>`(select count(distinct ${sessions.userId}) from ${sessions} where ${sessions.lastUsedAt} > now() - interval '30 days')`.mapWith(
    Number,
  );

/** The newest registrations as activity events (the dashboard's feed shape). */
export function registrationEvents(limit: number): SQL {
  return sql`(select 'registration-' || u.id as id, 'registration' as type, u.id as user_id,
      null::int as course_id, null::int as lesson_id, null::int as redemption_id,
      null::text as spend, null::text as note, null::int as amount, null::int as rating,
      u.created_at as at
    from ${users} u order by u.created_at desc limit ${limit})`;
}
