import type { ServerModule } from '../../server-module';
import { auditAdminRoutes } from './audit.admin.routes';

export const auditModule: ServerModule = async (app, { services }) => {
  await app.register(auditAdminRoutes, { prefix: '/api/admin', audit: services.audit });
};
