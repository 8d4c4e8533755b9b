import type { CourseDetail, RelatedCourse } from '@academy/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /api/course/get: the course with the viewer's like and unlock state. */
export const getCourse = (courseId: number) =>
  apiRequest<CourseDetail>('/api/course/get', { query: { course_id: courseId } });

export const courseQuery = (courseId: number, userId: number | undefined) =>
  queryOptions({
    queryKey: ['courses', 'detail', courseId, userId ?? 'guest'],
    queryFn: () => getCourse(courseId),
  });

export const useCourse = (courseId: number) =>
  useQuery(courseQuery(courseId, useSession().user?.user_id));

/** GET /api/course/related: other courses of the teacher or level. */
export const getRelatedCourses = (courseId: number) =>
  apiRequest<{ list: RelatedCourse[] }>('/api/course/related', { query: { course_id: courseId } });

export const useRelatedCourses = (courseId: number) =>
  useQuery({
    queryKey: ['courses', 'related', courseId],
    queryFn: () => getRelatedCourses(courseId),
  });
