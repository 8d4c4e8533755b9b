import type { CourseList } from '@academy/contracts/catalogue';
import type { ActivityList, Banner } from '@academy/contracts/home';
import type { TeacherListItem } from '@academy/contracts/teachers';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';

/** Home shows 6 courses, 4 teachers and 2 activities (spec §9). */
export const HOME_COURSES = 6;
export const HOME_ACTIVITIES = 2;

/** GET /api/banner/lists: the carousel's slides. */
export const getBanners = () => apiRequest<{ list: Banner[] }>('/api/banner/lists');
export const useBanners = () =>
  useQuery({ queryKey: ['home', 'banners'], queryFn: getBanners, retry: 1 });

/** GET /api/activities/lists: the newest activities. */
export const getActivities = () =>
  apiRequest<ActivityList>('/api/activities/lists', { query: { page: 1, limit: HOME_ACTIVITIES } });
export const useActivities = () =>
  useQuery({ queryKey: ['home', 'activities'], queryFn: getActivities });

/** GET /api/course/lists: the latest courses. */
export const getLatestCourses = () =>
  apiRequest<CourseList>('/api/course/lists', {
    query: { sort: 'latest', page: 1, page_size: HOME_COURSES },
  });
export const useLatestCourses = () => {
  const locale = useLocale();
  return useQuery({ queryKey: ['courses', 'list', 'home', locale], queryFn: getLatestCourses });
};

/** GET /api/teacher/featured: the four most liked teachers. */
export const getFeaturedTeachers = () =>
  apiRequest<{ list: TeacherListItem[] }>('/api/teacher/featured');
export const useFeaturedTeachers = () =>
  useQuery({ queryKey: ['teachers', 'featured'], queryFn: getFeaturedTeachers });
