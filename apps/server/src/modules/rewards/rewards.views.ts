import { redemptionStatuses } from '@academy/contracts/rewards.rules';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { academyDay } from '../../db/academy-time';
import { redemptions, rewards } from './rewards.schema';

/**
 * The rewards module's published reads, for other modules' repositories to use inside their own
 * statements without touching its tables themselves.
 */

/** Whether a reward (of any status) offers the course in `courseId`. */
export function isOfferedByReward(courseId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${rewards} where ${rewards.courseId} = ${courseId})`;
}

/** The redemption a points movement paid for, read from the reference rewards gave it. */
export function redemptionOf(reference: SQLWrapper): SQL<number | null> {
  return sql<
    number | null
  >`(case when ${reference} like 'redemption:%' then split_part(${reference}, ':', 2)::int end)`;
}

/** The title of the reward redeemed by the redemption in `redemptionId`, in English and Chinese. */
export function redeemedRewardTitleOf(redemptionId: SQLWrapper): SQL<string | null> {
  return sql<
    string | null
  >`(select ${rewards.title} from ${redemptions} join ${rewards} on ${rewards.id} = ${redemptions.rewardId} where ${redemptions.id} = ${redemptionId})`;
}
export function redeemedRewardTitleZhOf(redemptionId: SQLWrapper): SQL<string | null> {
  return sql<
    string | null
  >`(select ${rewards.titleZh} from ${redemptions} join ${rewards} on ${rewards.id} = ${redemptions.rewardId} where ${redemptions.id} = ${redemptionId})`;
}

/**
 * Redemptions made per academy day since `since` (charts), counted by the status each is in
 * now: (day, pending, approved, shipped, completed, rejected).
 */
export function redemptionDays(since: SQLWrapper, timeZone: string): SQL {
  const byStatus = sql.join(
    redemptionStatuses.map(
      (status) =>
        sql`count(*) filter (where ${redemptions.status} = ${status}) as ${sql.identifier(status)}`,
    ),
    sql`, `,
  );
  return sql`select ${academyDay(redemptions.createdAt, timeZone)} as day, ${byStatus}
    from ${redemptions} where ${redemptions.createdAt} >= ${since} group by 1`;
}
