import type { ServerModule } from '../../server-module';
import { siteAdminRoutes } from './site.admin.routes';
import { createSiteAdmin } from './site.admin.service';
import { siteRoutes } from './site.routes';

export const siteModule: ServerModule = async (app, { config, services }) => {
  const { site, audit } = services;
  await app.register(siteRoutes, { prefix: '/api/site', site });
  await app.register(siteAdminRoutes, {
    prefix: '/api/admin',
    siteAdmin: createSiteAdmin({ site, audit, timeZone: config.timeZone }),
  });
};
