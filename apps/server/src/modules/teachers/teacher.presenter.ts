import type { TeacherCourse, TeacherDetail, TeacherListItem } from '@academy/contracts/teachers';
import { snakeKeys } from '../../lib/case';
import type { TeacherSummaryRow } from './teachers.repository';

/** A teacher as the directory and the home page list them. */
export function presentTeacherListItem(row: TeacherSummaryRow): TeacherListItem {
  const { teacher } = row;
  return {
    ...snakeKeys(teacher),
    teacher_id: teacher.id,
    course_count: row.courseCount,
    likes_count: row.likesCount,
    is_liked_by_user: row.isLiked,
    rating: row.rating,
    total_ratings: row.totalRatings,
  };
}

/** The teacher page: profile, bio and active courses. */
export function presentTeacherDetail(
  row: TeacherSummaryRow,
  courses: TeacherCourse[],
): TeacherDetail {
  const { teacher } = row;
  return {
    basic_info: {
      ...snakeKeys(teacher),
      teacher_id: teacher.id,
      name: teacher.fullName,
      name_zh: teacher.fullNameZh,
      rating: row.rating,
      total_ratings: row.totalRatings,
      likes_count: row.likesCount,
      is_liked_by_user: row.isLiked,
      course_count: row.courseCount,
    },
    bio: { bio: teacher.bio, bio_zh: teacher.bioZh },
    courses,
  };
}
