import { type AppRoute, appRouteNames, appRoutes } from '@academy/contracts/app-routes';
import { firstRenderReads } from '@academy/contracts/first-render';
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob<{ Component?: unknown; prefetch?: unknown }>(
  './routes/*-page.tsx',
);
const routes = appRouteNames.map((name) => [name, appRoutes[name] as AppRoute] as const);

describe('the route table', () => {
  it('names a page module that exists for every page, and every page module has a route', () => {
    const named = new Set(routes.flatMap(([, route]) => (route.page ? [route.page] : [])));
    for (const page of named) expect(modules, page).toHaveProperty(`./routes/${page}.tsx`);
    for (const file of Object.keys(modules)) {
      expect(named, file).toContain(file.replace('./routes/', '').replace('.tsx', ''));
    }
  });

  it('has each page module export its Component, and a prefetch where the page has first reads', async () => {
    for (const [name, route] of routes) {
      if (!route.page) continue;
      const module = await modules[`./routes/${route.page}.tsx`]?.();
      expect(typeof module?.Component, name).toBe('function');
      // The server answers these reads inside the page; the page must start the same ones.
      const reads = firstRenderReads(name, {}, new URLSearchParams()).slice(1);
      if (reads.length > 0) expect(typeof module?.prefetch, name).toBe('function');
    }
  });
});
