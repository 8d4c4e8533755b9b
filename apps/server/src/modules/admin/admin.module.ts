import type { ServerModule } from '../../server-module';
import { adminRoutes } from './admin.routes';
import { createAdminService } from './admin.service';

export const adminModule: ServerModule = async (app, { config, db, storage }) => {
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    admin: createAdminService(db, { timeZone: config.timeZone }),
    storage,
  });
};
