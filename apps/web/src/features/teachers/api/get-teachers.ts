import { type TeacherFilters, teachersCall } from '@academy/contracts/public-reads';
import type { Locale } from '@academy/contracts/rules';
import type { TeacherList } from '@academy/contracts/teachers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** GET /api/teacher/list: searched by name in both languages, sorted and paged on the server. */
export const getTeachers = (filters: TeacherFilters) => apiRead<TeacherList>(teachersCall(filters));

/**
 * Keyed by viewer, because each card carries the viewer's own like, and by language, because
 * the name order is the reader's (pinyin in Chinese).
 */
export const teachersQuery = (
  filters: TeacherFilters,
  userId: number | undefined,
  locale: Locale,
) =>
  queryOptions({
    queryKey: queryKeys.teachers.list(filters, userId, locale),
    queryFn: () => getTeachers(filters),
    placeholderData: keepPreviousData,
  });

/** One page of the directory; the previous page stays on screen while the next loads. */
export const useTeachers = (filters: TeacherFilters) =>
  useQuery(teachersQuery(filters, useSession().user?.user_id, useLocale()));
