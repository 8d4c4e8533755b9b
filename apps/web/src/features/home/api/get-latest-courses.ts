import type { CourseList } from '@academy/contracts/catalogue';
import type { Locale } from '@academy/contracts/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';

/** Home shows the six newest courses (spec §9). */
export const HOME_COURSES = 6;

/** GET /api/course/lists: the newest courses. */
export const getLatestCourses = () =>
  apiRequest<CourseList>('/api/course/lists', {
    query: { sort: 'latest', page: 1, page_size: HOME_COURSES },
  });

/** Keyed by language: a language switch reloads lists (spec §4). */
export const latestCoursesQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['courses', 'list', 'home', locale], queryFn: getLatestCourses });

/** The latest courses of the home page. */
export const useLatestCourses = () => useQuery(latestCoursesQuery(useLocale()));
