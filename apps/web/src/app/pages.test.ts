import { readKey } from '@academy/contracts/first-render';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { preloadPage } from './pages';

const origin = window.location.origin;

/** The reads `preloadPage` starts for a path: what the server answers inside that page. */
async function readsOf(path: string) {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => {
      requested.push(readKey(url));
      return Response.json({ code: 1, msg: 'ok', data: { list: [], count: 0 } });
    }),
  );
  const url = new URL(path, origin);
  await preloadPage(url, { queryClient: new QueryClient(), locale: 'en', userId: undefined });
  await Promise.resolve();
  return requested.sort();
}

/** The layout's settings, which every page reads, and the page's own reads. */
const keys = (...urls: string[]) =>
  ['/api/site/settings', ...urls].map((url) => readKey(new URL(url, origin))).sort();

describe('page prefetch', () => {
  it("starts a page's own first reads from its URL", async () => {
    expect(await readsOf('/')).toEqual(
      keys(
        '/api/banner/lists',
        '/api/activities/lists?page=1&limit=2',
        '/api/course/lists?sort=latest&page=1&page_size=6',
        '/api/teacher/featured',
      ),
    );
    expect(await readsOf('/courses?level=beginner&search=%E6%9C%9F%E6%9D%83&sort=popular')).toEqual(
      keys(
        '/api/course/lists?sort=popular&page=1&page_size=12&level=beginner&search=%E6%9C%9F%E6%9D%83',
      ),
    );
    expect(await readsOf('/courses/24')).toEqual(
      keys('/api/course/get?course_id=24', '/api/course/related?course_id=24'),
    );
    expect(await readsOf('/teachers/3')).toEqual(keys('/api/teacher/get?teacher_id=3'));
    expect(await readsOf('/rewards?category=1')).toEqual(
      keys('/api/reward/list?reward_category_id=1&page=1&limit=12'),
    );
  });

  it('asks nothing for an id that cannot exist, nor for pages that read nothing first', async () => {
    expect(await readsOf('/courses/abc')).toEqual(keys());
    expect(await readsOf('/teachers/0')).toEqual(keys());
    expect(await readsOf('/faq')).toEqual(keys());
  });
});
