import type {
  AdminContent,
  AdminCourse,
  AdminRedemption,
  AdminReward,
  AdminUser,
} from '@academy/contracts/admin';
import type { RewardCategory } from '@academy/contracts/rewards';
import type { AdminRepository } from './admin.repository';

type Row<K extends keyof AdminRepository> = AdminRepository[K] extends (
  ...args: never[]
) => Promise<infer R>
  ? R extends { rows: (infer Item)[] }
    ? Item
    : R extends (infer Item)[]
      ? Item
      : NonNullable<R>
  : never;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function presentAdminCourse(row: Row<'listCourses'>): AdminCourse {
  const { course } = row;
  return {
    id: course.id,
    title: course.title,
    title_zh: course.titleZh,
    description: course.description,
    description_zh: course.descriptionZh,
    short_description: course.shortDescription,
    short_description_zh: course.shortDescriptionZh,
    teacher_id: course.teacherId,
    teacher_name: row.teacherName,
    thumbnail: course.thumbnail,
    difficulty_level: course.difficultyLevel,
    points_required: course.pointsRequired,
    points_reward: course.pointsReward,
    price: course.price,
    is_featured: course.isFeatured,
    is_free: course.isFree,
    status: course.status,
    enrollments: row.enrollments,
    rating: row.rating,
    content_count: row.contentCount,
    createdAt: course.createdAt.toISOString(),
  };
}

/** An account as admins see it: never its password hash or lock state. */
export function presentAdminUser(
  user: Row<'findUser'>,
  lastActive: Date | string | null = null,
): AdminUser {
  return {
    id: user.id,
    name: user.fullName,
    email: user.email,
    role: user.role,
    status: user.status,
    available_points: user.availablePoints,
    createdAt: user.createdAt.toISOString(),
    last_active_at: iso(lastActive),
  };
}

export function presentAdminContent(row: Row<'listContents'>): AdminContent {
  const { content } = row;
  return {
    id: content.id,
    course_id: content.courseId,
    courseName: row.courseName,
    position: content.position,
    type: content.type,
    title: content.title,
    title_zh: content.titleZh,
    description: content.description,
    description_zh: content.descriptionZh,
    duration: content.durationMinutes,
    points_reward: content.pointsReward,
    content_data: content.contentData as Record<string, unknown>,
    createdAt: content.createdAt.toISOString(),
  };
}

export function presentAdminReward(row: Row<'listRewards'>): AdminReward {
  const { reward } = row;
  return {
    id: reward.id,
    reward_category_id: reward.categoryId as RewardCategory,
    course_id: reward.courseId,
    title: reward.title,
    title_zh: reward.titleZh,
    description: reward.description,
    description_zh: reward.descriptionZh,
    image_url: reward.imageUrl,
    points_required: reward.pointsRequired,
    available_stock: reward.availableStock,
    status: reward.status,
    redeemed: row.redeemed,
    createdAt: reward.createdAt.toISOString(),
  };
}

export function presentAdminRedemption(row: Row<'listRedemptions'>): AdminRedemption {
  const { redemption, reward } = row;
  return {
    id: redemption.id,
    user_id: redemption.userId,
    user_email: row.email,
    reward_id: reward.id,
    reward_title: reward.title,
    reward_category_id: reward.categoryId as RewardCategory,
    points_spent: redemption.pointsSpent,
    status: redemption.status,
    recipient_name: redemption.recipientName,
    recipient_phone: redemption.recipientPhone,
    shipping_address: redemption.shippingAddress,
    shipping_city: redemption.shippingCity,
    shipping_province: redemption.shippingProvince,
    shipping_postal_code: redemption.shippingPostalCode,
    additional_notes: redemption.additionalNotes,
    tracking_number: redemption.trackingNumber,
    admin_note: redemption.adminNote,
    createdAt: redemption.createdAt.toISOString(),
    updatedAt: redemption.updatedAt.toISOString(),
  };
}
