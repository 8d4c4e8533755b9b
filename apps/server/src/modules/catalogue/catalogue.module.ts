import type { ServerModule } from '../../server-module';
import { catalogueAdminRoutes } from './catalogue.admin.routes';
import { createCatalogueAdmin } from './catalogue.admin.service';
import { catalogueRoutes, courseActionRoutes } from './catalogue.routes';

export const catalogueModule: ServerModule = async (app, { db, services }) => {
  const { catalogue } = services;
  await app.register(catalogueRoutes, { prefix: '/api/course', catalogue });
  await app.register(courseActionRoutes, { prefix: '/api/course', catalogue });
  await app.register(catalogueAdminRoutes, {
    prefix: '/api/admin',
    handlers: createCatalogueAdmin(db, services.audit),
  });
};
