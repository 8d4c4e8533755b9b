import type { ServerModule } from '../../server-module';
import { homeAdminRoutes } from './home.admin.routes';
import { createHomeAdmin } from './home.admin.service';
import { homeRoutes } from './home.routes';
import { createHomeService } from './home.service';

export const homeModule: ServerModule = async (app, { db, services }) => {
  await app.register(homeRoutes, { prefix: '/api', home: createHomeService(db) });
  await app.register(homeAdminRoutes, {
    prefix: '/api/admin',
    homeAdmin: createHomeAdmin(db, services.audit),
  });
};
