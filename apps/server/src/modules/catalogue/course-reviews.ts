import type {
  Review,
  ReviewList,
  reviewListQuerySchema,
  reviewRequestSchema,
} from '@academy/contracts/catalogue';
import type { z } from 'zod';
import { pageWindow } from '../../db/table-query';
import { AppError } from '../../lib/app-error';
import { listPage } from '../../lib/reply';
import type { CourseDetailRow } from './catalogue.repository';
import { presentReview } from './course.presenter';
import { isOpenCourse } from './course-access';
import type { EngagementRepository } from './course-engagement.repository';

/** Learners' reviews of a public course: writing one's own, and reading them all. */
export function createCourseReviews(
  engagement: EngagementRepository,
  requireCourse: (courseId: number, viewerId: number | null) => Promise<CourseDetailRow>,
) {
  return {
    /** Writes or replaces the learner's review; a premium course must be unlocked first. */
    async review(
      user: { id: number; fullName: string },
      request: z.output<typeof reviewRequestSchema>,
    ): Promise<Review> {
      const userId = user.id;
      const { course } = await requireCourse(request.course_id, null);
      if (!isOpenCourse(course) && !(await engagement.hasAccess(userId, course.id))) {
        throw new AppError('FORBIDDEN');
      }
      const review = await engagement.upsertReview(
        userId,
        course.id,
        request.rating,
        request.comment,
      );
      if (!review) throw new AppError('INTERNAL');
      return presentReview({ review, userName: user.fullName }, userId);
    },

    async reviews(
      query: z.output<typeof reviewListQuerySchema>,
      viewerId: number | null,
    ): Promise<ReviewList> {
      await requireCourse(query.course_id, null);
      const [rows, summary] = await Promise.all([
        engagement.listReviews(query.course_id, pageWindow(query.page, query.page_size)),
        engagement.reviewSummary(query.course_id),
      ]);
      return {
        ...listPage(
          rows.map((row) => presentReview(row, viewerId)),
          summary.count,
          query,
        ),
        average_rating: summary.average,
      };
    },
  };
}
