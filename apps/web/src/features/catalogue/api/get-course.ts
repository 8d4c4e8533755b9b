import type { CourseDetail } from '@academy/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /api/course/get: the course with the viewer's like and unlock state. */
export const getCourse = (courseId: number) =>
  apiRequest<CourseDetail>('/api/course/get', { query: { course_id: courseId } });

/** Keyed by viewer: likes and access differ between a guest and each learner. */
export const courseQuery = (courseId: number, userId: number | undefined) =>
  queryOptions({
    queryKey: ['courses', 'detail', courseId, userId ?? 'guest'],
    queryFn: () => getCourse(courseId),
  });

/** One course as the current viewer sees it. */
export const useCourse = (courseId: number) =>
  useQuery(courseQuery(courseId, useSession().user?.user_id));
