import type { CourseList, DifficultyLevel } from '@academy/contracts/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';

export interface CourseFilters {
  level?: DifficultyLevel | undefined;
  search?: string | undefined;
  sort: 'newest' | 'popular';
  page: number;
}

/** The catalogue's page size (spec §9). */
export const COURSES_PER_PAGE = 10;

/** GET /api/course/lists: filtered, searched, sorted and paged on the server. */
export const getCourses = (filters: CourseFilters, pageSize = COURSES_PER_PAGE) =>
  apiRequest<CourseList>('/api/course/lists', {
    query: {
      sort: filters.sort === 'newest' ? 'latest' : 'popular',
      page: filters.page,
      page_size: pageSize,
      level: filters.level,
      search: filters.search || undefined,
    },
  });

export const coursesQuery = (filters: CourseFilters, locale: string) =>
  queryOptions({
    queryKey: ['courses', 'list', filters, locale],
    queryFn: () => getCourses(filters),
    placeholderData: keepPreviousData,
  });

/** One page of the catalogue; the previous page stays on screen while the next loads. */
export const useCourses = (filters: CourseFilters) => useQuery(coursesQuery(filters, useLocale()));
