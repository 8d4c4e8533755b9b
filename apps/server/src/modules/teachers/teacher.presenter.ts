import type { TeacherCourse, TeacherDetail, TeacherListItem } from '@academy/contracts/teachers';
import type { TeacherSummaryRow } from './teachers.repository';

/** A teacher as the directory and the home page list them. */
export function presentTeacherListItem(row: TeacherSummaryRow): TeacherListItem {
  const { teacher } = row;
  return {
    teacher_id: teacher.id,
    user_id: teacher.userId,
    full_name: teacher.fullName,
    full_name_zh: teacher.fullNameZh,
    bio: teacher.bio,
    bio_zh: teacher.bioZh,
    specialization: teacher.specialization,
    specialization_zh: teacher.specializationZh,
    profile_image: teacher.profileImage,
    created_at: teacher.createdAt.toISOString(),
    is_assistant: teacher.isAssistant,
    experience_years: teacher.experienceYears,
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
      teacher_id: teacher.id,
      user_id: teacher.userId,
      is_assistant: teacher.isAssistant,
      name: teacher.fullName,
      name_zh: teacher.fullNameZh,
      profile_image: teacher.profileImage,
      specialization: teacher.specialization,
      specialization_zh: teacher.specializationZh,
      experience_years: teacher.experienceYears,
      rating: row.rating,
      total_ratings: row.totalRatings,
      likes_count: row.likesCount,
      is_liked_by_user: row.isLiked,
      course_count: row.courseCount,
      created_at: teacher.createdAt.toISOString(),
    },
    bio: { bio: teacher.bio, bio_zh: teacher.bioZh },
    courses,
  };
}
