import { describe, expect, it } from 'vitest';
import { readFilters } from './course-list-page';

describe('readFilters', () => {
  it('reads known values from the query string and ignores the rest', () => {
    expect(
      readFilters(
        new URLSearchParams('level=advanced&search=%E6%9C%9F%E6%9D%83&sort=popular&page=3'),
      ),
    ).toEqual({
      level: 'advanced',
      search: '期权',
      sort: 'popular',
      page: 3,
    });
    expect(readFilters(new URLSearchParams('level=expert&sort=cheap&page=-2'))).toEqual({
      level: undefined,
      search: undefined,
      sort: 'newest',
      page: 1,
    });
  });
});
