import type { MakeUpResult } from '@academy/contracts/points';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { createCheckInRepository, dayReference } from './check-in.repository';
import { isInMakeUpWindow } from './check-in-streak';
import { ledgerIn } from './points.service';
import { type CheckInSettings, monthOf, payMilestones } from './streak-milestones';

/**
 * Signs a missed day of the last week, since the learner's first academy day, for points.
 * It grants no sign-in points. The window is checked first: the day an account was made
 * never changes, so no race can widen it. The other checks run under the learner's balance
 * lock, taken first: concurrent make-ups of one learner queue, so each sees the ones before
 * it, and neither a day nor the monthly limit can be used twice; the ledger's unique key
 * (user, reason, day) backs the first.
 */
export function createMakeUp(
  db: Database,
  options: { timeZone: string; settings: () => Promise<CheckInSettings> },
  today: () => string,
) {
  const repository = createCheckInRepository(db);
  return async (userId: number, day: string): Promise<MakeUpResult> => {
    const now = today();
    const firstDay = await repository.firstDay(userId, options.timeZone);
    if (!firstDay) throw new AppError('NOT_FOUND');
    if (!isInMakeUpWindow(day, now, firstDay)) throw new AppError('MAKEUP_DAY_NOT_ALLOWED');
    const settings = await options.settings();
    return inTransaction(db, async (tx) => {
      const ledger = ledgerIn(tx);
      const checkIns = createCheckInRepository(tx);
      await ledger.lock(userId);
      const signedDays = await checkIns.signedDays(userId);
      if (signedDays.includes(day)) throw new AppError('DAY_ALREADY_SIGNED');
      const madeUp = await checkIns.countMakeUpsInMonth(userId, monthOf(now), options.timeZone);
      if (madeUp >= settings.makeup_monthly_limit) throw new AppError('MAKEUP_LIMIT_REACHED');
      await ledger.spend(userId, {
        amount: settings.makeup_cost,
        reason: 'signin_makeup',
        reference: dayReference(day),
        description: `Make-up sign-in (${day})`,
        descriptionZh: `补签（${day}）`,
      });
      const { streak, bonuses } = await payMilestones(
        tx,
        userId,
        [...signedDays, day],
        now,
        settings,
      );
      return {
        day,
        cost: settings.makeup_cost,
        available_points: await ledger.lock(userId),
        streak,
        bonuses,
      };
    });
  };
}
