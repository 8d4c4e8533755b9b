import type { CourseList } from '@academy/contracts/catalogue';
import { type CourseFilters, coursesCall } from '@academy/contracts/public-reads';
import type { Locale } from '@academy/contracts/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/course/lists: filtered, searched, sorted and paged on the server. */
export const getCourses = (filters: CourseFilters) => apiRead<CourseList>(coursesCall(filters));

export const coursesQuery = (filters: CourseFilters, locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.courses.list(filters, locale),
    queryFn: () => getCourses(filters),
    placeholderData: keepPreviousData,
  });

/** One page of the catalogue; the previous page stays on screen while the next loads. */
export const useCourses = (filters: CourseFilters) => useQuery(coursesQuery(filters, useLocale()));
