/**
 * A reward's category, zod-free: every page that lists rewards reads the category filter, so
 * it lives apart from the rest of the rewards rules (which only the reward pages and the admin
 * need) and the chunk every public page loads carries only this.
 */

/** The spec's numbering: 1 = course access, 2 = merchandise. */
export const rewardCategories = { courseAccess: 1, merchandise: 2 } as const;
export type RewardCategory = (typeof rewardCategories)[keyof typeof rewardCategories];
export const rewardCategoryIds = [
  rewardCategories.courseAccess,
  rewardCategories.merchandise,
] as const;

export function isRewardCategory(value: unknown): value is RewardCategory {
  return rewardCategoryIds.includes(value as RewardCategory);
}

/** The name of a category in texts and keys ("courseAccess", "merchandise"). */
export function rewardCategoryKey(category: RewardCategory): keyof typeof rewardCategories {
  return category === rewardCategories.courseAccess ? 'courseAccess' : 'merchandise';
}

/** Merchandise is shipped; course access opens a course. */
export function isShipped(category: RewardCategory): boolean {
  return category === rewardCategories.merchandise;
}
