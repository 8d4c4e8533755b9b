import type { ServerModule } from '../../server-module';
import { teachersAdminRoutes } from './teachers.admin.routes';
import { createTeachersAdmin } from './teachers.admin.service';
import { teachersRoutes } from './teachers.routes';
import { createTeachersService } from './teachers.service';

export const teachersModule: ServerModule = async (app, { db, services }) => {
  await app.register(teachersRoutes, {
    prefix: '/api/teacher',
    teachers: createTeachersService(db, { catalogue: services.catalogue }),
  });
  await app.register(teachersAdminRoutes, {
    prefix: '/api/admin',
    handlers: createTeachersAdmin(db, services.audit),
  });
};
