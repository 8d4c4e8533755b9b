import type { CourseLike } from '@academy/contracts/catalogue';
import { AppError } from '../../lib/app-error';
import type { EngagementRepository } from './course-engagement.repository';

/** Liking and unliking a public course; each answers the course's likes as they now stand. */
export function createCourseLikes(engagement: EngagementRepository) {
  /** What a like or an unlike answers; 404 when the course is not public. */
  async function likeState(userId: number, courseId: number): Promise<CourseLike> {
    const state = await engagement.likeState(userId, courseId);
    if (!state) throw new AppError('NOT_FOUND');
    return { course_id: courseId, is_liked_by_user: state.isLiked, likes_count: state.likesCount };
  }

  return {
    /** Liking twice counts once: the like (if the course is public and new), then its state. */
    async like(userId: number, courseId: number): Promise<CourseLike> {
      await engagement.addLike(userId, courseId);
      return likeState(userId, courseId);
    },

    /** Unliking a course that was not liked changes nothing; a count never goes below 0. */
    async unlike(userId: number, courseId: number): Promise<CourseLike> {
      await engagement.removeLike(userId, courseId);
      return likeState(userId, courseId);
    },
  };
}
