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
