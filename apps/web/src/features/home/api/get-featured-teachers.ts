import type { TeacherListItem } from '@academy/contracts/teachers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/teacher/featured: the four most popular teachers. */
export const getFeaturedTeachers = () =>
  apiRequest<{ list: TeacherListItem[] }>('/api/teacher/featured');

export const featuredTeachersQuery = () =>
  queryOptions({ queryKey: ['teachers', 'featured'], queryFn: getFeaturedTeachers });

/** The featured teachers of the home page. */
export const useFeaturedTeachers = () => useQuery(featuredTeachersQuery());
