import type { ContentList } from '@academy/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';
import { useSession } from './session';

/**
 * GET /api/content/list: a course's lessons with the learner's completion. One query for the
 * course page's outline and the viewer's previous / next, so both share one cached answer.
 */
export const getContentList = (courseId: number) =>
  apiRequest<ContentList>('/api/content/list', { query: { course_id: courseId } });

export const contentListQuery = (courseId: number, userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.content.list(courseId, userId),
    queryFn: () => getContentList(courseId),
  });

export const useContentList = (courseId: number) =>
  useQuery(contentListQuery(courseId, useSession().user?.user_id));
