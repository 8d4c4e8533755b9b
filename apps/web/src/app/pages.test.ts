import { appRouteNames, appRoutes } from '@academy/contracts/app-routes';
import { callUrl, firstRenderReads, readKey } from '@academy/contracts/first-render';
import { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadPage } from './pages';

const origin = window.location.origin;

describe('page prefetch', () => {
  it.each([
    '/',
    '/courses?level=advanced&search=%E6%9C%9F%E6%9D%83&sort=popular&page=2',
    '/courses/7',
    '/teachers?sort=name&page=3',
    '/teachers/4',
    '/rewards?category=2&page=2',
    '/certificates/abcdefghijklmnopqrstuvwxyz234567',
  ])('of %s makes the reads the server answers inside that page', async (path) => {
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

    const route = appRouteNames.find((name) => matchPath(appRoutes[name].pattern, url.pathname));
    const match = route && matchPath(appRoutes[route].pattern, url.pathname);
    if (!route || !match) throw new Error(`no route for ${path}`);
    const [layoutRead, ...pageReads] = firstRenderReads(route, match.params, url.searchParams);
    // The layout reads the settings when it renders; the page's prefetch reads the rest.
    expect(layoutRead && callUrl(layoutRead)).toBe('/api/site/settings');
    const expected = pageReads.map((call) => readKey(new URL(callUrl(call), origin)));
    await vi.waitFor(() => expect(requested.sort()).toEqual(expected.sort()));
  });
});
