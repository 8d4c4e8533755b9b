import type { ServerModule } from '../../server-module';
import { mailAdminRoutes } from './mail.admin.routes';

export const mailModule: ServerModule = async (app, { services }) => {
  await app.register(mailAdminRoutes, { prefix: '/api/admin', mailer: services.mailer });
};
