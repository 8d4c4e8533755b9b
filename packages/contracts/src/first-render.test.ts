import { describe, expect, it } from 'vitest';
import { type AppRouteName, appRouteNames, appRoutes } from './app-routes';
import { callUrl, firstRenderReads, readKey } from './first-render';
import { readCourseFilters, readRewardFilters, readTeacherFilters } from './public-reads';

/** The pattern as a regular expression with named groups (the routers match these for real). */
const patternOf = (name: AppRouteName) =>
  new RegExp(`^${appRoutes[name].pattern.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`);

const readsOf = (path: string) => {
  const url = new URL(path, 'http://academy.test');
  const route = appRouteNames.find((name) => patternOf(name).test(url.pathname));
  if (!route) throw new Error(`no route for ${path}`);
  const params = patternOf(route).exec(url.pathname)?.groups ?? {};
  return firstRenderReads(route, params, url.searchParams).map(callUrl);
};

describe('page filters', () => {
  it('read known values from the query string and ignore the rest', () => {
    expect(
      readCourseFilters(
        new URLSearchParams('level=advanced&search=%E6%9C%9F%E6%9D%83&sort=popular&page=3'),
      ),
    ).toEqual({ level: 'advanced', search: '期权', sort: 'popular', page: 3 });
    expect(readCourseFilters(new URLSearchParams('level=expert&sort=cheap&page=-2'))).toEqual({
      level: undefined,
      search: undefined,
      sort: 'newest',
      page: 1,
    });
    expect(readTeacherFilters(new URLSearchParams('sort=name&search=%20%20&page=2.5'))).toEqual({
      search: undefined,
      sort: 'name',
      page: 1,
    });
    expect(readRewardFilters(new URLSearchParams('category=2&page=4'))).toEqual({
      category: 2,
      page: 4,
    });
    expect(readRewardFilters(new URLSearchParams('category=9'))).toEqual({
      category: undefined,
      page: 1,
    });
  });
});

describe('first-render reads', () => {
  it("are the layout's settings and the page's own reads, from the URL", () => {
    expect(readsOf('/')).toEqual([
      '/api/site/settings',
      '/api/banner/lists',
      '/api/activities/lists?page=1&limit=2',
      '/api/course/lists?sort=latest&page=1&page_size=6',
      '/api/teacher/featured',
    ]);
    expect(readsOf('/courses?level=beginner&search=%E6%9C%9F%E6%9D%83&sort=popular')).toEqual([
      '/api/site/settings',
      '/api/course/lists?sort=popular&page=1&page_size=12&level=beginner&search=%E6%9C%9F%E6%9D%83',
    ]);
    expect(readsOf('/courses/24')).toEqual([
      '/api/site/settings',
      '/api/course/get?course_id=24',
      '/api/course/related?course_id=24',
    ]);
    expect(readsOf('/teachers/3')).toEqual(['/api/site/settings', '/api/teacher/get?teacher_id=3']);
    expect(readsOf('/rewards?category=1')).toEqual([
      '/api/site/settings',
      '/api/reward/list?reward_category_id=1&page=1&limit=12',
    ]);
  });

  it('skip a page whose id cannot exist, and ask nothing of pages that read nothing', () => {
    expect(readsOf('/courses/abc')).toEqual(['/api/site/settings']);
    expect(readsOf('/teachers/0')).toEqual(['/api/site/settings']);
    expect(readsOf('/faq')).toEqual(['/api/site/settings']);
  });

  it('are named the same whatever the order of the query', () => {
    expect(readKey(new URL('http://a.test/api/course/lists?sort=latest&page=1'))).toBe(
      readKey(new URL('http://b.test/api/course/lists?page=1&sort=latest')),
    );
    expect(readKey(new URL('http://a.test/api/site/settings'))).toBe('/api/site/settings');
  });
});
