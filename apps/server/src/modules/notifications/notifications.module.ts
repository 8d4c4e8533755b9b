import type { ServerModule } from '../../server-module';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';

export const notificationsModule: ServerModule = async (app, { db }) => {
  await app.register(notificationsRoutes, {
    prefix: '/api/notifications',
    notifications: createNotificationsService(db),
  });
};
