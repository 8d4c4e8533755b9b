import type {
  MakeUpResult,
  SignInResult,
  SignInStatus,
  StreakBonus,
} from '@academy/contracts/points';
import { nextStreakMilestone, streakMilestones } from '@academy/contracts/points.rules';
import type { PublicSettings } from '@academy/contracts/site';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { bonusReference, createCheckInRepository, dayReference } from './check-in.repository';
import { currentStreak, isInMakeUpWindow, missedDays } from './check-in-streak';
import { createPointsRepository } from './points.repository';
import { academyDay, ledgerIn } from './points.service';

/** The site settings check-ins are paid and priced by (edited in the admin area). */
export type CheckInSettings = Pick<
  PublicSettings,
  'signin_points' | 'makeup_cost' | 'makeup_monthly_limit' | 'streak_bonus_7' | 'streak_bonus_30'
>;

/** The academy month (YYYY-MM) of an academy day. */
const monthOf = (day: string) => day.slice(0, 7);

/** The daily sign-in, its streak and milestone bonuses, and make-ups (补签) of missed days. */
export function createCheckInService(
  db: Database,
  options: { timeZone: string; settings: () => Promise<CheckInSettings>; now?: () => Date },
) {
  const repository = createCheckInRepository(db);
  const points = createPointsRepository(db);
  const today = () => academyDay(options.now?.() ?? new Date(), options.timeZone);

  /**
   * Pays every milestone the current streak has reached and not yet been paid for. The caller
   * holds the learner's balance lock, so two check-ins cannot both find a bonus unpaid. A bonus
   * counts for the streak it was paid in when its day is not before the run's first day: a
   * make-up that joins two runs finds the bonus either of them was paid, and pays nothing twice.
   */
  async function payMilestones(
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
            missed.length > 0 && remaining > 0 && balance.availablePoints >= settings.makeup_cost,
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

    /**
     * Signs a missed day of the last week, since the learner's first academy day, for points.
     * It grants no sign-in points. The window is checked first: the day an account was made
     * never changes, so no race can widen it. The other checks run under the learner's balance
     * lock, taken first: concurrent make-ups of one learner queue, so each sees the ones before
     * it, and neither a day nor the monthly limit can be used twice; the ledger's unique key
     * (user, reason, day) backs the first.
     */
    async makeUp(userId: number, day: string): Promise<MakeUpResult> {
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
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
