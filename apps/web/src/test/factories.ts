import type { TeacherListItem } from '@academy/contracts/teachers';

/** A teacher as the directory and the home page list them; override what a test cares about. */
export const buildTeacher = (
  id: number,
  overrides: Partial<TeacherListItem> = {},
): TeacherListItem => ({
  teacher_id: id,
  user_id: null,
  full_name: `Teacher ${id}`,
  full_name_zh: null,
  bio: 'Short bio.',
  bio_zh: null,
  specialization: null,
  specialization_zh: null,
  profile_image: null,
  created_at: '2026-01-01T00:00:00.000Z',
  is_assistant: false,
  experience_years: 5,
  course_count: 1,
  likes_count: 5,
  is_liked_by_user: false,
  rating: null,
  total_ratings: 0,
  ...overrides,
});
