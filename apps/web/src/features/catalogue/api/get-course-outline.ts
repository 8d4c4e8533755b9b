import type { ContentList } from '@academy/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /api/content/list: the course's items with the learner's completion. */
export const getCourseOutline = (courseId: number) =>
  apiRequest<ContentList>('/api/content/list', { query: { course_id: courseId } });

export const courseOutlineQuery = (courseId: number, userId: number | undefined) =>
  queryOptions({
    queryKey: ['content', 'list', courseId, userId ?? 'guest'],
    queryFn: () => getCourseOutline(courseId),
  });

export const useCourseOutline = (courseId: number) =>
  useQuery(courseOutlineQuery(courseId, useSession().user?.user_id));
