import type { Redemption, Reward, RewardCategory } from '@academy/contracts/rewards';
import type { RedemptionRow, RewardRow } from './rewards.repository';

const category = (row: RewardRow) => row.categoryId as RewardCategory;

export function presentReward(row: RewardRow): Reward {
  return {
    reward_id: row.id,
    reward_category_id: category(row),
    title: row.title,
    title_zh: row.titleZh,
    description: row.description,
    description_zh: row.descriptionZh,
    image_url: row.imageUrl,
    points_required: row.pointsRequired,
    available_stock: row.availableStock,
    course_id: row.courseId,
  };
}

/** A redemption as its owner sees it; the shipping address stays out of lists. */
export function presentRedemption(redemption: RedemptionRow, reward: RewardRow): Redemption {
  return {
    redemption_id: redemption.id,
    redemption_date: redemption.createdAt.toISOString(),
    reward_id: reward.id,
    reward_title: reward.title,
    reward_title_zh: reward.titleZh,
    reward_image: reward.imageUrl,
    reward_category_id: category(reward),
    course_id: reward.courseId,
    recipient_name: redemption.recipientName,
    points_spent: redemption.pointsSpent,
    status: redemption.status,
    tracking_number: redemption.trackingNumber,
    admin_note: redemption.adminNote,
    updated_at: redemption.updatedAt.toISOString(),
  };
}
