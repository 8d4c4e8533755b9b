import type { CourseListItem } from '@academy/contracts/catalogue';
import { type SQL, sql } from 'drizzle-orm';
import { averageOf } from '../../db/average';
import { isoTime, type JsonText, jsonObjectText } from '../../db/json-text';
import { teacherCards } from '../teachers/teachers.views';
import { courses } from './catalogue.schema';

export const averageRating = averageOf(courses.ratingSum, courses.reviewsCount);

/** Whether the viewer liked, unlocked and started the course of the row; false for a guest. */
export interface ViewerFlags {
  isLiked: SQL<boolean>;
  isRedeemed: SQL<boolean>;
  isRead: SQL<boolean>;
}

/**
 * A course as the catalogue lists it (`CourseListItem`), written as JSON by PostgreSQL from a row
 * of `courses` joined to its `teacherCards`: a page of cards is the catalogue's widest read, so
 * it reads only what a card shows and is sent as it comes (decision 0044).
 */
export function courseCard(flags: ViewerFlags): SQL<JsonText<CourseListItem>> {
  return jsonObjectText<CourseListItem>({
    course_id: courses.id,
    title: courses.title,
    title_zh: courses.titleZh,
    description: courses.description,
    description_zh: courses.descriptionZh,
    short_description: courses.shortDescription,
    short_description_zh: courses.shortDescriptionZh,
    difficulty_level: courses.difficultyLevel,
    points_reward: courses.pointsReward,
    points_required: courses.pointsRequired,
    price: sql`${courses.price}::float8`,
    is_featured: courses.isFeatured,
    is_free: courses.isFree,
    likes_count: courses.likesCount,
    reviews_count: courses.reviewsCount,
    average_rating: sql`${averageRating}::float8`,
    created_at: isoTime(courses.createdAt),
    updated_at: isoTime(courses.updatedAt),
    teacher_id: courses.teacherId,
    teacher_name: teacherCards.name,
    teacher_name_zh: teacherCards.nameZh,
    teacher_avatar: teacherCards.avatar,
    thumbnail: courses.thumbnail,
    is_read_by_user: flags.isRead,
    is_liked_by_user: flags.isLiked,
    is_redeemed_by_user: flags.isRedeemed,
  });
}
