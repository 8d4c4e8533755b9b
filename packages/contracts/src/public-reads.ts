import { type DifficultyLevel, difficultyLevels } from './catalogue.rules';
import { isRewardCategory, type RewardCategory } from './reward-category.rules';
import type { TeacherSort } from './teachers';

/**
 * The public reads of the pages, described once for both sides: the web app makes these
 * calls, and the server answers a page's first ones inside the page (decision 0036).
 */

/** A GET the web app makes: its path and query (undefined values are left out). */
export interface ApiCall {
  path: string;
  query?: Record<string, string | number | undefined>;
}

/** Page sizes of the public pages. */
export const HOME_COURSES = 6;
export const HOME_ACTIVITIES = 2;
// 12, not 10: it fills the three- and two-column grids without an orphan card (decision 0030).
export const COURSES_PER_PAGE = 12;
export const TEACHERS_PER_PAGE = 12;
export const REWARDS_PER_PAGE = 12;

/** The catalogue's levels, in the order the filter offers them. */
export const courseLevels: readonly DifficultyLevel[] = difficultyLevels;
/** The directory's sorts, in the order the filter offers them. */
export const teacherSorts: readonly TeacherSort[] = ['popularity', 'name', 'courses'];

const pageNumber = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** The catalogue's filters as its URL holds them. */
export interface CourseFilters {
  level?: DifficultyLevel | undefined;
  search?: string | undefined;
  sort: 'newest' | 'popular';
  page: number;
}

/** Reads the catalogue's filters from the query string, ignoring values it does not know. */
export function readCourseFilters(params: URLSearchParams): CourseFilters {
  const level = params.get('level');
  return {
    level: courseLevels.includes(level as DifficultyLevel) ? (level as DifficultyLevel) : undefined,
    search: params.get('search')?.trim() || undefined,
    sort: params.get('sort') === 'popular' ? 'popular' : 'newest',
    page: pageNumber(params.get('page')),
  };
}

/** The teacher directory's filters as its URL holds them. */
export interface TeacherFilters {
  search?: string | undefined;
  sort: TeacherSort;
  page: number;
}

/** Reads the directory's filters from the query string, ignoring values it does not know. */
export function readTeacherFilters(params: URLSearchParams): TeacherFilters {
  const sort = params.get('sort') as TeacherSort;
  return {
    search: params.get('search')?.trim() || undefined,
    sort: teacherSorts.includes(sort) ? sort : 'popularity',
    page: pageNumber(params.get('page')),
  };
}

/** The rewards shop's filters as its URL holds them. */
export interface RewardFilters {
  category: RewardCategory | undefined;
  page: number;
}

/** Reads the shop's category (1 course access, 2 merchandise) and page from the query string. */
export function readRewardFilters(params: URLSearchParams): RewardFilters {
  const category = Number(params.get('category'));
  return {
    category: isRewardCategory(category) ? category : undefined,
    page: pageNumber(params.get('page')),
  };
}

// One builder per read, so a page bundles only its own.
/** The layout's read, on every page. */
export const siteSettingsCall = (): ApiCall => ({ path: '/api/site/settings' });
export const bannersCall = (): ApiCall => ({ path: '/api/banner/lists' });
export const homeActivitiesCall = (): ApiCall => ({
  path: '/api/activities/lists',
  query: { page: 1, limit: HOME_ACTIVITIES },
});
export const latestCoursesCall = (): ApiCall => ({
  path: '/api/course/lists',
  query: { sort: 'latest', page: 1, page_size: HOME_COURSES },
});
export const featuredTeachersCall = (): ApiCall => ({ path: '/api/teacher/featured' });
export const coursesCall = (filters: CourseFilters): ApiCall => ({
  path: '/api/course/lists',
  query: {
    sort: filters.sort === 'newest' ? 'latest' : 'popular',
    page: filters.page,
    page_size: COURSES_PER_PAGE,
    level: filters.level,
    search: filters.search || undefined,
  },
});
export const courseCall = (courseId: number): ApiCall => ({
  path: '/api/course/get',
  query: { course_id: courseId },
});
export const relatedCoursesCall = (courseId: number): ApiCall => ({
  path: '/api/course/related',
  query: { course_id: courseId },
});
export const teachersCall = (filters: TeacherFilters): ApiCall => ({
  path: '/api/teacher/list',
  query: {
    page: filters.page,
    page_size: TEACHERS_PER_PAGE,
    sort: filters.sort,
    search: filters.search || undefined,
  },
});
export const teacherCall = (teacherId: number): ApiCall => ({
  path: '/api/teacher/get',
  query: { teacher_id: teacherId },
});
export const rewardsCall = (filters: RewardFilters): ApiCall => ({
  path: '/api/reward/list',
  query: { reward_category_id: filters.category, page: filters.page, limit: REWARDS_PER_PAGE },
});
export const certificateCall = (code: string): ApiCall => ({
  path: '/api/certificate/verify',
  query: { code },
});
