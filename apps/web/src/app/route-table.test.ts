import { type AppRoute, appRouteNames, appRoutes } from '@academy/contracts/app-routes';
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob<{ Component?: unknown }>('./routes/*-page.tsx');
const routes = appRouteNames.map((name) => [name, appRoutes[name] as AppRoute] as const);

describe('the route table', () => {
  it('names a page module that exists for every page, and every page module has a route', () => {
    const named = new Set(routes.flatMap(([, route]) => (route.page ? [route.page] : [])));
    for (const page of named) expect(modules, page).toHaveProperty(`./routes/${page}.tsx`);
    for (const file of Object.keys(modules)) {
      expect(named, file).toContain(file.replace('./routes/', '').replace('.tsx', ''));
    }
  });

  it('has each page module export its Component', async () => {
    for (const [name, route] of routes) {
      if (!route.page) continue;
      const module = await modules[`./routes/${route.page}.tsx`]?.();
      expect(typeof module?.Component, name).toBe('function');
    }
  });
});
