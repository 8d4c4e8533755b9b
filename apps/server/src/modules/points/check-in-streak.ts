import { MAKEUP_WINDOW_DAYS } from '@academy/contracts/points.rules';

/**
 * Check-in arithmetic on academy days (`YYYY-MM-DD`). A day is a date, not an instant: the
 * academy's time zone has already been applied by `academyDay()`, so everything here counts in
 * UTC dates and never meets a daylight-saving hour.
 */

/** The day `offset` days after `day` (before it when negative), across months and years. */
export function shiftDay(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

export interface Streak {
  /** Consecutive signed days. */
  length: number;
  /** The run's first day; null when there is no run. */
  firstDay: string | null;
}

/**
 * The current streak: the run of signed days ending today, or ending yesterday while today is
 * not signed yet (the learner can still keep it alive today).
 */
export function currentStreak(signedDays: Iterable<string>, today: string): Streak {
  const signed = new Set(signedDays);
  let day = signed.has(today) ? today : shiftDay(today, -1);
  let length = 0;
  while (signed.has(day)) {
    length += 1;
    day = shiftDay(day, -1);
  }
  return { length, firstDay: length > 0 ? shiftDay(day, 1) : null };
}

/**
 * The unsigned days of the make-up window (yesterday back to a week ago, never before the
 * learner's first academy day), newest first.
 */
export function missedDays(
  signedDays: Iterable<string>,
  today: string,
  firstDay: string,
): string[] {
  const signed = new Set(signedDays);
  return Array.from({ length: MAKEUP_WINDOW_DAYS }, (_, index) =>
    shiftDay(today, -(index + 1)),
  ).filter((day) => !signed.has(day) && isInMakeUpWindow(day, today, firstDay));
}

/**
 * Whether `day` lies in the make-up window: before today, at most a week back, and on or after
 * the learner's first academy day. Only a member can miss a day: an account made today would
 * otherwise buy the week before it and a 7-day bonus with it (issue 30). The day the account was
 * made counts, as the learner could have signed in on it.
 */
export function isInMakeUpWindow(day: string, today: string, firstDay: string): boolean {
  return day < today && day >= shiftDay(today, -MAKEUP_WINDOW_DAYS) && day >= firstDay;
}
