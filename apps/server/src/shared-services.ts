import type { AppDependencies } from './app';
import type { Config } from './config';
import { createMediaSigner } from './lib/media-signature';
import { createAuditService } from './modules/audit/audit.service';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createSessionService } from './modules/auth/session.service';
import { evictionChannelFor } from './modules/auth/session-evictions';
import { createUsersAdmin } from './modules/auth/users.admin.service';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { createLearningService } from './modules/learning/learning.service';
import { createMailer } from './modules/mail/mail.service';
import { createPointsService } from './modules/points/points.service';
import { createSiteService } from './modules/site/site.service';
import type { AppInstance, SharedServices } from './server-module';

/**
 * Builds the services that several modules use, once, and ties the ones with a life of their
 * own (the mail outbox, the session cache) to the app's start and close.
 */
export function createSharedServices(
  app: AppInstance,
  config: Config,
  dependencies: AppDependencies,
): SharedServices {
  const { db } = dependencies;
  const mailer = createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  app.addHook('onReady', async () => mailer.start());
  app.addHook('onClose', () => mailer.close());
  const sessions = createSessionService(createAuthRepository(db), {
    ttlDays: config.sessionTtlDays,
    cacheSeconds: config.sessionCacheSeconds,
    evictions: dependencies.sessionEvictions ?? evictionChannelFor(db, dependencies.redis),
  });
  app.addHook('onClose', () => sessions.close());

  const audit = createAuditService(db);
  const site = createSiteService(db);
  // The key lives in the database. It is read once the app is ready, so building the app sends
  // no statement, and the start builds it while the database opens.
  let mediaKey: string | undefined;
  app.addHook('onReady', async () => {
    mediaKey = await site.mediaSigningKey();
  });
  const mediaSigner = createMediaSigner(() => {
    if (mediaKey === undefined) throw new Error('media links are signed once the app is ready');
    return mediaKey;
  });
  const catalogue = createCatalogueService(db);
  const learning = createLearningService(db, {
    relaxedDb: dependencies.relaxedDb ?? db,
    catalogue,
    signer: mediaSigner,
    lessonTimeScale: config.lessonTimeScale,
  });
  return {
    audit,
    sessions,
    mailer,
    site,
    mediaSigner,
    catalogue,
    learning,
    points: createPointsService(db),
    usersAdmin: createUsersAdmin(db, audit, sessions),
  };
}
