import type { CourseList } from '@academy/contracts/catalogue';
import { latestCoursesCall } from '@academy/contracts/public-reads';
import type { Locale } from '@academy/contracts/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/course/lists: the newest courses. */
export const getLatestCourses = () => apiRead<CourseList>(latestCoursesCall());

/** Keyed by language: a language switch reloads lists. */
export const latestCoursesQuery = (locale: Locale) =>
  queryOptions({ queryKey: queryKeys.courses.list('home', locale), queryFn: getLatestCourses });

/** The latest courses of the home page. */
export const useLatestCourses = () => useQuery(latestCoursesQuery(useLocale()));
