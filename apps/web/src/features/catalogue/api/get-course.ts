import type { CourseDetail } from '@academy/contracts/catalogue';
import { courseCall } from '@academy/contracts/public-reads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** GET /api/course/get: the course with the viewer's like and unlock state. */
export const getCourse = (courseId: number) => apiRead<CourseDetail>(courseCall(courseId));

/** Keyed by viewer: likes and access differ between a guest and each learner. */
export const courseQuery = (courseId: number, userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.courses.detail(courseId, userId),
    queryFn: () => getCourse(courseId),
  });

/** One course as the current viewer sees it. */
export const useCourse = (courseId: number) =>
  useQuery(courseQuery(courseId, useSession().user?.user_id));
