import type {
  CourseDetail,
  CourseListItem,
  RelatedCourse,
  Review,
} from '@academy/contracts/catalogue';
import { learnerTag } from '@academy/contracts/catalogue.rules';
import type { TeacherCourse } from '@academy/contracts/teachers';
import { snakeKeys } from '../../lib/case';
import type {
  CatalogueRepository,
  CourseDetailRow,
  CourseRow,
  CourseSummaryRow,
} from './catalogue.repository';
import { isOpenCourse } from './course-access';

type RelatedRow = Awaited<ReturnType<CatalogueRepository['relatedCourses']>>[number];
type ReviewRow = Awaited<ReturnType<CatalogueRepository['listReviews']>>[number];

/** A course as the catalogue lists it. */
export function presentCourseListItem(row: CourseSummaryRow): CourseListItem {
  const { course } = row;
  return {
    ...snakeKeys(course),
    course_id: course.id,
    likes_count: row.likesCount,
    reviews_count: row.reviewsCount,
    average_rating: row.averageRating,
    teacher_name: row.teacherName,
    teacher_name_zh: row.teacherNameZh,
    teacher_avatar: row.teacherAvatar,
    is_read_by_user: row.isRead,
    is_liked_by_user: row.isLiked,
    is_redeemed_by_user: row.isRedeemed,
  };
}

/** The course detail page's payload: the course and its teacher. */
export function presentCourseDetail(row: CourseDetailRow): CourseDetail {
  const { course } = row;
  const isOpen = isOpenCourse(course);
  return {
    basic_info: {
      ...snakeKeys(course),
      course_id: course.id,
      is_premium: !isOpen,
      likes_count: row.likesCount,
      reviews_count: row.reviewsCount,
      average_rating: row.averageRating,
      is_liked_by_user: row.isLiked,
      is_redeemed_by_user: row.isRedeemed,
      has_access: isOpen || row.isRedeemed,
      lesson_count: row.lessonCount,
    },
    teacher:
      course.teacherId === null || row.teacherName === null
        ? null
        : {
            teacher_id: course.teacherId,
            name: row.teacherName,
            name_zh: row.teacherNameZh,
            avatar: row.teacherAvatar,
          },
  };
}

export function presentRelatedCourse(row: RelatedRow): RelatedCourse {
  return {
    ...snakeKeys(row),
    course_id: row.id,
    cover_image: row.thumbnail,
    level: row.difficultyLevel,
  };
}

/** A review shows the reviewer's display name only, never their email. */
export function presentReview(
  row: Pick<ReviewRow, 'userName'> & { review: ReviewRow['review'] },
  viewerId: number | null,
): Review {
  const { review } = row;
  return {
    review_id: review.id,
    course_id: review.courseId,
    user_name: row.userName.trim() || null,
    user_tag: learnerTag(review.userId),
    rating: review.rating,
    comment: review.comment,
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
    is_own: review.userId === viewerId,
  };
}

/** A course as a teacher's page lists it. */
export function presentTeacherCourse(course: CourseRow): TeacherCourse {
  return { ...snakeKeys(course), course_id: course.id };
}
