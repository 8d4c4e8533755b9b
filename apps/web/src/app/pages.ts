import { type AppRouteName, appRouteNames, appRoutes } from '@academy/contracts/app-routes';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { lazyChunk } from '../lib/load-chunk';
import type { PrefetchContext } from './prefetch-context';

/** A route module: the page and, optionally, the queries its first render makes. */
interface RouteModule {
  Component: ComponentType;
  prefetch?: (context: PrefetchContext) => void;
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

/**
 * Starts loading the page at `url` and its data; called once, before the first render. Resolves
 * once the page's module is in and its reads have started.
 */
export async function preloadPage(url: URL, context: Omit<PrefetchContext, 'params' | 'search'>) {
  for (const name of appRouteNames) {
    const page = pages[name];
    const match = page && matchPath(appRoutes[name].pattern, url.pathname);
    if (page && match) {
      return page.preload({ ...context, params: match.params, search: url.searchParams });
    }
  }
}
