/** Catalogue rules, zod-free, shared by the server and the course pages. */

/**
 * A stable four-character tag for a learner who gave no name, shown to others instead of
 * anything from their account ("Learner 4F2A"): a multiplicative hash of the id, so neighbours'
 * tags look unrelated.
 */
export function learnerTag(userId: number): string {
  const mixed = Math.imul(userId, 0x9e3779b1) >>> 16;
  return mixed.toString(16).toUpperCase().padStart(4, '0');
}
