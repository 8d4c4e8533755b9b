import type { ServerModule } from '../../server-module';
import { createCheckInService } from './check-in.service';
import { pointsAdminRoutes } from './points.admin.routes';
import { createPointsAdmin } from './points.admin.service';
import { pointsRoutes } from './points.routes';

export const pointsModule: ServerModule = async (app, { config, db, services }) => {
  const { points, site, audit, usersAdmin } = services;
  const checkIn = createCheckInService(db, {
    timeZone: config.timeZone,
    settings: () => site.publicSettings(),
  });
  await app.register(pointsRoutes, { prefix: '/api', points, checkIn });
  await app.register(pointsAdminRoutes, {
    prefix: '/api/admin',
    pointsAdmin: createPointsAdmin({ audit, points, usersAdmin }),
  });
};
