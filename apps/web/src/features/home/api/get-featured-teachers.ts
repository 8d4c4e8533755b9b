import { featuredTeachersCall } from '@academy/contracts/public-reads';
import type { TeacherListItem } from '@academy/contracts/teachers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/teacher/featured: the four most popular teachers. */
export const getFeaturedTeachers = () =>
  apiRead<{ list: TeacherListItem[] }>(featuredTeachersCall());

export const featuredTeachersQuery = () =>
  queryOptions({ queryKey: queryKeys.teachers.featured, queryFn: getFeaturedTeachers });

/** The featured teachers of the home page. */
export const useFeaturedTeachers = () => useQuery(featuredTeachersQuery());
