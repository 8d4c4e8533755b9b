import { describe, expect, it } from 'vitest';
import { readKey } from './first-render';
import { readCourseFilters, readRewardFilters, readTeacherFilters } from './public-reads';

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

describe('read keys', () => {
  it('are named the same whatever the order of the query', () => {
    expect(readKey(new URL('http://a.test/api/course/lists?sort=latest&page=1'))).toBe(
      readKey(new URL('http://b.test/api/course/lists?page=1&sort=latest')),
    );
    expect(readKey(new URL('http://a.test/api/site/settings'))).toBe('/api/site/settings');
  });
});
