/**
 * The points rules, zod-free: why points move (the ledger's reasons, which the database enum is
 * built from) and the check-in streak's shape, shared by the server, the home page and the profile.
 */

export const pointsReasons = [
  'signin',
  'content_completed',
  'quiz_passed',
  'course_unlock',
  'redemption',
  'redemption_refund',
  'admin_adjustment',
  'welcome',
  /** A missed day of the last week signed afterwards, paid for with points (补签). */
  'signin_makeup',
  /** A check-in streak reached a milestone (7 or 30 days). */
  'streak_bonus',
] as const;
export type PointsReason = (typeof pointsReasons)[number];

/** How far back a missed day may be signed afterwards. */
export const MAKEUP_WINDOW_DAYS = 7;

/** The streak lengths that pay a bonus, once per streak. */
export const streakMilestones = [7, 30] as const;
export type StreakMilestone = (typeof streakMilestones)[number];

/** The next streak bonus the learner is chasing and how many more check-ins reach it. */
export interface NextMilestone {
  milestone: StreakMilestone;
  /** Check-ins still needed, today's included when today is not signed yet. */
  days: number;
  points: number;
}

/**
 * The next milestone above `streak` that pays, or null past the last one (each pays once per
 * streak). One formula serves both sides of today's sign-in: before it, the streak is the run
 * ending yesterday and today's check-in is the first of the `milestone - streak` still needed;
 * after it, today is in the streak and the next is tomorrow's.
 */
export function nextStreakMilestone(
  streak: number,
  bonuses: Readonly<Record<`streak_bonus_${StreakMilestone}`, number>>,
): NextMilestone | null {
  const milestone = streakMilestones.find(
    (candidate) => candidate > streak && bonuses[`streak_bonus_${candidate}`] > 0,
  );
  if (milestone === undefined) return null;
  return { milestone, days: milestone - streak, points: bonuses[`streak_bonus_${milestone}`] };
}

/**
 * The bounds of the check-in settings an admin edits, [min, max]. A make-up is a ledger row and
 * a ledger row never moves 0 points, so it costs at least 1; a bonus of 0 pays none.
 */
export const checkInSettingBounds = {
  makeup_cost: [1, 10_000],
  makeup_monthly_limit: [0, 31],
  streak_bonus_7: [0, 100_000],
  streak_bonus_30: [0, 100_000],
} as const satisfies Record<string, readonly [number, number]>;
