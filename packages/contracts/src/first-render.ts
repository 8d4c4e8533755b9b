import type { AppRouteName } from './app-routes';
import {
  type ApiCall,
  bannersCall,
  certificateCall,
  courseCall,
  coursesCall,
  featuredTeachersCall,
  homeActivitiesCall,
  latestCoursesCall,
  readCourseFilters,
  readRewardFilters,
  readTeacherFilters,
  relatedCoursesCall,
  rewardsCall,
  teacherCall,
  teachersCall,
} from './public-reads';

/**
 * The reads a page makes on its first render. The server answers them inside a guest's first
 * page so the page renders without waiting for a round trip (decision 0013); the web app's
 * API client takes the answers from there, finding each by its `readKey`.
 */

/** The layout's read, on every page. */
export const siteSettingsCall = (): ApiCall => ({ path: '/api/site/settings' });

type RouteParams = Record<string, string | undefined>;

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** What each page reads before anything else; pages not listed read only what the layout does. */
const pageReads: Partial<
  Record<AppRouteName, (params: RouteParams, search: URLSearchParams) => ApiCall[]>
> = {
  home: () => [bannersCall(), homeActivitiesCall(), latestCoursesCall(), featuredTeachersCall()],
  courseList: (_, search) => [coursesCall(readCourseFilters(search))],
  courseDetail: ({ courseId }) => {
    const id = positiveId(courseId);
    return id ? [courseCall(id), relatedCoursesCall(id)] : [];
  },
  teacherList: (_, search) => [teachersCall(readTeacherFilters(search))],
  teacherDetail: ({ teacherId }) => {
    const id = positiveId(teacherId);
    return id ? [teacherCall(id)] : [];
  },
  rewards: (_, search) => [rewardsCall(readRewardFilters(search))],
  certificate: ({ code }) => (code ? [certificateCall(code)] : []),
};

/** The value at `path` inside an answer, if it is a string. */
function textAt(value: unknown, ...path: (string | number)[]): string | undefined {
  let current = value;
  for (const step of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return typeof current === 'string' ? current : undefined;
}

/** Where a page's largest first image (its LCP element) is, in the data of its first own read. */
const leadImages: Partial<Record<AppRouteName, (data: unknown) => string | undefined>> = {
  home: (banners) => textAt(banners, 'list', 0, 'image'),
  courseList: (courses) => textAt(courses, 'list', 0, 'thumbnail'),
  courseDetail: (course) => textAt(course, 'basic_info', 'thumbnail'),
  rewards: (rewards) => textAt(rewards, 'list', 0, 'image_url'),
};

/** The page's lead image, found in the data of the page's first own read (after the layout's). */
export function leadImage(route: AppRouteName, firstPageData: unknown): string | undefined {
  return leadImages[route]?.(firstPageData);
}

/** The reads a guest's first render of `route` makes: the layout's, then the page's own. */
export function firstRenderReads(
  route: AppRouteName,
  params: RouteParams,
  search: URLSearchParams,
): ApiCall[] {
  return [siteSettingsCall(), ...(pageReads[route]?.(params, search) ?? [])];
}

/** The call as a URL path with its query. */
export function callUrl(call: ApiCall): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${call.path}?${search}` : call.path;
}

/** One name per read, whatever the order of its query: how both sides find an answer. */
export function readKey(url: URL): string {
  const query = new URLSearchParams(url.searchParams);
  query.sort();
  const search = query.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}
