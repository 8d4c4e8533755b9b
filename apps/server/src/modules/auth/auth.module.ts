import type { ServerModule } from '../../server-module';
import { createAttempts } from './attempts.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { usersAdminRoutes } from './users.admin.routes';

export const authModule: ServerModule = async (app, { config, db, redis, services }) => {
  const { sessions, mailer, usersAdmin } = services;
  await app.register(authRoutes, {
    prefix: '/api/users',
    auth: createAuthService(db, {
      sessions,
      attempts: createAttempts(db, redis),
      mailer,
      publicUrl: config.publicUrl,
    }),
    sessions,
    credentialRateLimitPerMinute: config.authRateLimitPerMinute,
  });
  await app.register(usersAdminRoutes, { prefix: '/api/admin', usersAdmin });
};
