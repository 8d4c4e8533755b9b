import type { SignInResult, SignInStatus } from '@academy/contracts/points';
import { nextStreakMilestone } from '@academy/contracts/points.rules';
import type { Database } from '../../db/database';
import { readJsonText } from '../../db/json-text';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { createCheckInRepository, dayReference } from './check-in.repository';
import { currentStreak, missedDays } from './check-in-streak';
import { createMakeUp } from './make-up';
import { createPointsRepository } from './points.repository';
import { academyDay, ledgerIn } from './points.service';
import { type CheckInSettings, monthOf, payMilestones } from './streak-milestones';

/** The daily sign-in, its streak and milestone bonuses, and make-ups (补签) of missed days. */
export function createCheckInService(
  db: Database,
  options: { timeZone: string; settings: () => Promise<CheckInSettings>; now?: () => Date },
) {
  const repository = createCheckInRepository(db);
  const points = createPointsRepository(db);
  const today = () => academyDay(options.now?.() ?? new Date(), options.timeZone);

  return {
    /** Today's sign-in, the streak, this month's signed days and what a make-up would take. */
    async status(userId: number): Promise<SignInStatus> {
      const day = today();
      const month = monthOf(day);
      const [settings, signedDays, balance, madeUp, firstDay] = await Promise.all([
        options.settings(),
        repository.signedDays(userId),
        points.balance(userId),
        repository.countMakeUpsInMonth(userId, month, options.timeZone),
        repository.firstDay(userId, options.timeZone),
      ]);
      if (!balance || !firstDay) throw new AppError('NOT_FOUND');
      const { available_points } = readJsonText(balance);
      const missed = missedDays(signedDays, day, firstDay);
      const remaining = Math.max(0, settings.makeup_monthly_limit - madeUp);
      const streak = currentStreak(signedDays, day).length;
      return {
        signed_in_today: signedDays.includes(day),
        points: settings.signin_points,
        day,
        streak,
        month_days: signedDays.filter((signed) => monthOf(signed) === month).sort(),
        makeup: {
          can_make_up:
            missed.length > 0 && remaining > 0 && available_points >= settings.makeup_cost,
          cost: settings.makeup_cost,
          days: missed,
          remaining,
          monthly_limit: settings.makeup_monthly_limit,
        },
        next_milestone: nextStreakMilestone(streak, settings),
      };
    },

    /**
     * One grant per learner per academy day: the ledger's unique key makes a second call that
     * day (another tab, a retry, a race) a clear ALREADY_SIGNED_IN instead of a second grant.
     */
    async signIn(userId: number): Promise<SignInResult> {
      const day = today();
      const settings = await options.settings();
      return inTransaction(db, async (tx) => {
        const ledger = ledgerIn(tx);
        await ledger.lock(userId);
        const granted = await ledger.grant(userId, {
          amount: settings.signin_points,
          reason: 'signin',
          reference: dayReference(day),
          description: `Daily sign-in (${day})`,
          descriptionZh: `每日签到（${day}）`,
        });
        if (granted === 0) throw new AppError('ALREADY_SIGNED_IN');
        const signedDays = await createCheckInRepository(tx).signedDays(userId);
        const { streak, bonuses } = await payMilestones(tx, userId, signedDays, day, settings);
        return {
          points: granted,
          available_points: await ledger.lock(userId),
          day,
          streak,
          bonuses,
        };
      });
    },

    makeUp: createMakeUp(db, options, today),
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
