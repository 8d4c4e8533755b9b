import type { TeacherList, TeacherSort } from '@academy/contracts/teachers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** The directory's page size on the page (spec §9). */
export const TEACHERS_PER_PAGE = 12;

export interface TeacherFilters {
  search?: string | undefined;
  sort: TeacherSort;
  page: number;
}

/** GET /api/teacher/list: searched by name in both languages, sorted and paged on the server. */
export const getTeachers = (filters: TeacherFilters) =>
  apiRequest<TeacherList>('/api/teacher/list', {
    query: {
      page: filters.page,
      page_size: TEACHERS_PER_PAGE,
      sort: filters.sort,
      search: filters.search || undefined,
    },
  });

/** Keyed by viewer, because each card carries the viewer's own like. */
export const teachersQuery = (filters: TeacherFilters, userId: number | undefined) =>
  queryOptions({
    queryKey: ['teachers', 'list', filters, userId ?? 'guest'],
    queryFn: () => getTeachers(filters),
    placeholderData: keepPreviousData,
  });

/** One page of the directory; the previous page stays on screen while the next loads. */
export const useTeachers = (filters: TeacherFilters) =>
  useQuery(teachersQuery(filters, useSession().user?.user_id));
