import type { RelatedCourse } from '@academy/contracts/catalogue';
import { relatedCoursesCall } from '@academy/contracts/public-reads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/course/related: other courses of the teacher or level. */
export const getRelatedCourses = (courseId: number) =>
  apiRead<{ list: RelatedCourse[] }>(relatedCoursesCall(courseId));

export const relatedCoursesQuery = (courseId: number) =>
  queryOptions({
    queryKey: queryKeys.courses.related(courseId),
    queryFn: () => getRelatedCourses(courseId),
  });

/** The courses shown beside a course. */
export const useRelatedCourses = (courseId: number) => useQuery(relatedCoursesQuery(courseId));
