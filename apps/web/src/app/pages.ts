import { type AppRouteName, appRouteNames, appRoutes } from '@academy/contracts/app-routes';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { lazyChunk } from '../lib/load-chunk';
import { siteSettingsQuery } from '../lib/site-settings';
import type { HeadContext, PageHead, PrefetchContext } from './prefetch-context';

/**
 * A route module: the page and, optionally, the queries its first render makes (the one list
 * of a page's first reads: the server answers exactly these inside the page) and what the
 * server-rendered head says about it.
 */
export interface RouteModule {
  Component: ComponentType;
  prefetch?: (context: PrefetchContext) => void;
  head?: (context: HeadContext) => PageHead;
}

const modules = import.meta.glob<RouteModule>('./routes/*-page.tsx');

/**
 * A lazily loaded page. `preload` starts the page's module and, once it is in, the page's own
 * data, so the requests leave while React is still starting rather than after the first render.
 */
function lazyPage(name: string) {
  const load = modules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`The route table names a page module that does not exist: ${name}`);
  return {
    Component: lazyChunk(() => load().then((module) => module.Component)),
    load,
    preload: (context: PrefetchContext) =>
      load()
        .then((module) => module.prefetch?.(context))
        // A failed import shows up again, with its error page, when the route renders it.
        .catch(() => undefined),
  };
}

export type Page = ReturnType<typeof lazyPage>;

/** One lazy page per page module the route table names (aliases share their page). */
const byModule = new Map<string, Page>();
export const pages = Object.fromEntries(
  appRouteNames.flatMap((name) => {
    const module = (appRoutes[name] as { page?: string }).page;
    if (!module) return [];
    let page = byModule.get(module);
    if (!page) {
      page = lazyPage(module);
      byModule.set(module, page);
    }
    return [[name, page]];
  }),
) as Partial<Record<AppRouteName, Page>>;

/** The route that renders `pathname`, with its page and parameters. */
export function matchPage(pathname: string) {
  for (const name of appRouteNames) {
    const page = pages[name];
    const match = page && matchPath(appRoutes[name].pattern, pathname);
    if (page && match) return { name, page, params: match.params };
  }
  return undefined;
}

/**
 * Starts loading the page at `url` and the data of its first render: the layout's settings and
 * the page's own reads. Called once, before the first render, in the browser and on the server.
 * Resolves once the page's module is in and its reads have started.
 */
export async function preloadPage(url: URL, context: Omit<PrefetchContext, 'params' | 'search'>) {
  void context.queryClient.prefetchQuery(siteSettingsQuery());
  const match = matchPage(url.pathname);
  return match?.page.preload({ ...context, params: match.params, search: url.searchParams });
}

/** Resolves once no read of the cache is in flight: the data of a first render is in. */
export function readsSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}
