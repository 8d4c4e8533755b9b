/** Catalogue rules, zod-free, shared by the server and the course pages. */

/** The three course levels, easiest first (the filter's and the admin's order). */
export const difficultyLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type DifficultyLevel = (typeof difficultyLevels)[number];

/** Beginner courses are open to every signed-in learner without points. */
export const OPEN_LEVEL: DifficultyLevel = 'beginner';

/**
 * Whether a course is open without points: a beginner course, or one an admin marks free or
 * prices at 0 points; the others are opened once per learner by spending their points. The
 * server's access checks and the cards' price both ask this.
 */
export function isOpenToAll(level: DifficultyLevel, isFree: boolean, pointsRequired: number) {
  return level === OPEN_LEVEL || isFree || pointsRequired === 0;
}

/**
 * A stable four-character tag for a learner who gave no name, shown to others instead of
 * anything from their account ("Learner 4F2A"): a multiplicative hash of the id, so neighbours'
 * tags look unrelated.
 */
export function learnerTag(userId: number): string {
  const mixed = Math.imul(userId, 0x9e3779b1) >>> 16;
  return mixed.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * A course's yuan price as the academy would set it, not a straight conversion: the USD list
 * price at the exchange rate, moved to the nearest "nice" price ending in 9 — in steps of ¥10
 * below ¥100, ¥50 below ¥1,000 and ¥100 above (¥69, ¥349, ¥699, ¥1,399). Free stays free
 * (decision 0029).
 */
export function priceInYuan(usd: number, usdToCny: number): number {
  const yuan = usd * usdToCny;
  if (!(yuan > 0)) return 0;
  const step = yuan < 100 ? 10 : yuan < 1000 ? 50 : 100;
  return Math.max(step, Math.round(yuan / step) * step) - 1;
}
