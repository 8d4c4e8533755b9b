import type { StreakBonus } from '@academy/contracts/points';
import { streakMilestones } from '@academy/contracts/points.rules';
import type { PublicSettings } from '@academy/contracts/site';
import type { Database } from '../../db/database';
import { bonusReference, createCheckInRepository } from './check-in.repository';
import { currentStreak } from './check-in-streak';
import { ledgerIn } from './points.service';

/** The site settings check-ins are paid and priced by (edited in the admin area). */
export type CheckInSettings = Pick<
  PublicSettings,
  'signin_points' | 'makeup_cost' | 'makeup_monthly_limit' | 'streak_bonus_7' | 'streak_bonus_30'
>;

/** The academy month (YYYY-MM) of an academy day. */
export const monthOf = (day: string) => day.slice(0, 7);

/**
 * Pays every milestone the current streak has reached and not yet been paid for. The caller
 * holds the learner's balance lock, so two check-ins cannot both find a bonus unpaid. A bonus
 * counts for the streak it was paid in when its day is not before the run's first day: a
 * make-up that joins two runs finds the bonus either of them was paid, and pays nothing twice.
 */
export async function payMilestones(
  tx: Database,
  userId: number,
  signedDays: string[],
  day: string,
  settings: CheckInSettings,
): Promise<{ streak: number; bonuses: StreakBonus[] }> {
  const streak = currentStreak(signedDays, day);
  const ledger = ledgerIn(tx);
  const bonuses: StreakBonus[] = [];
  for (const milestone of streakMilestones) {
    const amount = settings[`streak_bonus_${milestone}`];
    if (amount <= 0 || streak.firstDay === null || streak.length < milestone) continue;
    const isPaid = await createCheckInRepository(tx).hasBonusSince(
      userId,
      milestone,
      streak.firstDay,
    );
    if (isPaid) continue;
    const granted = await ledger.grant(userId, {
      amount,
      reason: 'streak_bonus',
      reference: bonusReference(milestone, day),
      description: `${milestone}-day check-in streak bonus`,
      descriptionZh: `连续签到${milestone}天奖励`,
    });
    if (granted > 0) bonuses.push({ milestone, points: granted });
  }
  return { streak: streak.length, bonuses };
}
