import type { ServerModule } from '../../server-module';
import { healthRoutes } from './health.routes';

export const healthModule: ServerModule = async (app, { db, redis }) => {
  await app.register(healthRoutes, { prefix: '/api', db, hasSharedLimits: redis !== undefined });
};
