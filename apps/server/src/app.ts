import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Database } from './db/database';
import { serializeError } from './lib/log-redaction';
import { createMediaSigner } from './lib/media-signature';
import type { MediaStore } from './lib/media-storage';
import { openMediaStorage } from './lib/open-media-storage';
import { adminRoutes } from './modules/admin/admin.routes';
import { createAdminService } from './modules/admin/admin.service';
import { auditAdminRoutes } from './modules/audit/audit.admin.routes';
import { createAuditService } from './modules/audit/audit.service';
import { createAttempts } from './modules/auth/attempts.repository';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createSessionService } from './modules/auth/session.service';
import { type EvictionChannel, evictionChannelFor } from './modules/auth/session-evictions';
import { usersAdminRoutes } from './modules/auth/users.admin.routes';
import { createUsersAdmin } from './modules/auth/users.admin.service';
import { catalogueAdminRoutes } from './modules/catalogue/catalogue.admin.routes';
import { createCatalogueAdmin } from './modules/catalogue/catalogue.admin.service';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { certificatesRoutes } from './modules/certificates/certificates.routes';
import { createCertificatesService } from './modules/certificates/certificates.service';
import { healthRoutes } from './modules/health/health.routes';
import { homeAdminRoutes } from './modules/home/home.admin.routes';
import { createHomeAdmin } from './modules/home/home.admin.service';
import { homeRoutes } from './modules/home/home.routes';
import { createHomeService } from './modules/home/home.service';
import { learnerRoutes } from './modules/learning/learner.routes';
import { createCourseInsights } from './modules/learning/course-insights.service';
import { createLearnerService } from './modules/learning/learner.service';
import { learningAdminRoutes } from './modules/learning/learning.admin.routes';
import { createLearningAdmin } from './modules/learning/learning.admin.service';
import { learningRoutes } from './modules/learning/learning.routes';
import { createLearningService } from './modules/learning/learning.service';
import { createLessonEdits } from './modules/learning/lesson-edits.service';
import { mailAdminRoutes } from './modules/mail/mail.admin.routes';
import { createMailer } from './modules/mail/mail.service';
import { notesRoutes } from './modules/notes/notes.routes';
import { createNotesService } from './modules/notes/notes.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createCheckInService } from './modules/points/check-in.service';
import { pointsAdminRoutes } from './modules/points/points.admin.routes';
import { createPointsAdmin } from './modules/points/points.admin.service';
import { pointsRoutes } from './modules/points/points.routes';
import { createPointsService, type PointsService } from './modules/points/points.service';
import { profileRoutes } from './modules/profile/profile.routes';
import { createProfileService, type ProfileService } from './modules/profile/profile.service';
import { questionsRoutes } from './modules/questions/questions.routes';
import { createQuestionsService } from './modules/questions/questions.service';
import { rewardsAdminRoutes } from './modules/rewards/rewards.admin.routes';
import { createRewardsAdmin } from './modules/rewards/rewards.admin.service';
import { rewardsRoutes } from './modules/rewards/rewards.routes';
import { createRewardsService } from './modules/rewards/rewards.service';
import { siteAdminRoutes } from './modules/site/site.admin.routes';
import { createSiteAdmin } from './modules/site/site.admin.service';
import { siteRoutes } from './modules/site/site.routes';
import { createSiteService } from './modules/site/site.service';
import { teachersAdminRoutes } from './modules/teachers/teachers.admin.routes';
import { createTeachersAdmin } from './modules/teachers/teachers.admin.service';
import { teachersRoutes } from './modules/teachers/teachers.routes';
import { createTeachersService } from './modules/teachers/teachers.service';
import { teachingRoutes } from './modules/teaching/teaching.routes';
import { createTeachingService } from './modules/teaching/teaching.service';
import { authenticationPlugin } from './plugins/authentication';
import { compressionPlugin } from './plugins/compression';
import { errorHandlerPlugin } from './plugins/error-handler';
import { idempotencyPlugin } from './plugins/idempotency';
import { multipartPlugin } from './plugins/multipart';
import { openApiPlugin } from './plugins/openapi';
import { publicCachePlugin } from './plugins/public-cache';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import { wellFormedInputPlugin } from './plugins/well-formed-input';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's request schemas, so tests can attack every field a route declares. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RegisteredRoute[];
    /** ACADEMY_TIMEZONE: the zone whose calendar days the academy counts in. */
    academyTimeZone: string;
  }
}

export interface AppDependencies {
  db: Database;
  /** For writes whose loss in a database crash costs nothing (`DatabaseHandle.relaxed`); `db` unless given. */
  relaxedDb?: Database;
  redis?: Redis;
  /**
   * How this instance hears of sessions ended elsewhere; unless given, Redis pub/sub when Redis
   * is given, PostgreSQL LISTEN/NOTIFY on a PostgreSQL server, nothing on the embedded database.
   */
  sessionEvictions?: EvictionChannel;
  /** Where logs go; stdout unless given (tests read it to prove secrets are redacted). */
  logStream?: DestinationStream;
  /** Where media live; the store the config names unless given (the start shares it with the seed). */
  storage?: MediaStore;
}

/** JSON bodies are small; uploads get their own, larger limit on their route. */
const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * How long a connection may hang. A client that stops sending — a body shorter than its
 * Content-Length, a request never finished — is closed after 15 s of silence; headers must all
 * arrive within 10 s (checked every second, not Node's default 30 s), so a slowloris that
 * trickles headers cannot hold sockets. A whole request may take 10 minutes: long enough to
 * upload a 300 MB lesson video at 0.5 MB/s, while a trickled body still ends.
 */
export const CONNECTION_TIMEOUTS = {
  idleMs: 15_000,
  headersMs: 10_000,
  checkEveryMs: 1_000,
  requestMs: 10 * 60_000,
} as const;

/** Strips secrets a URL may carry (`/api/users/verify?token=…`) before it is logged. */
function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|password)=)[^&]*/gi, '$1[redacted]');
}

/**
 * Fastify logs a request twice, when it arrives and when it is answered; one record when the
 * answer has left says it all (what was asked, the status, the time) in half the lines.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const record = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...record, err: error }, 'request errored');
    else reply.log.info(record, 'request completed');
  }
}

function loggerOptions(config: Config, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.token', 'req.headers.cookie'],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}

/**
 * Fastify's form of our proxy trust: a list of proxy addresses as it is, and N hops as "the N
 * nearest addresses are proxies" (index 0 is the socket's peer), so the client is the first
 * address before them, counted from the right of X-Forwarded-For.
 */
function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/**
 * The profile's tiles show the balance, which sessions never carry (decision 0021): it is read
 * now, beside the tiles.
 */
function withFreshBalance(profile: ProfileService, points: PointsService): ProfileService {
  return {
    async summary(user) {
      const { available_points } = await points.balance(user.id);
      return profile.summary({ id: user.id, availablePoints: available_points });
    },
  };
}

/**
 * Every schema is zod: named as the compilers' factory, Fastify never loads its JSON-schema
 * compilers (Ajv and fast-json-stringify), a quarter of a second of every start. Fastify types
 * the factory by those defaults; the zod compilers fill the same role.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** Builds the whole application: plugins, modules and the web app. It never listens. */
export async function buildApp(config: Config, dependencies: AppDependencies) {
  const { db } = dependencies;
  const storage = dependencies.storage ?? (await openMediaStorage(config));
  const app = Fastify({
    logger: loggerOptions(config, dependencies.logStream),
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    requestIdHeader: false,
    connectionTimeout: CONNECTION_TIMEOUTS.idleMs,
    requestTimeout: CONNECTION_TIMEOUTS.requestMs,
    http: {
      headersTimeout: CONNECTION_TIMEOUTS.headersMs,
      connectionsCheckingInterval: CONNECTION_TIMEOUTS.checkEveryMs,
    },
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  // Every registered route, so tests can prove rules for all of them (a new route cannot be
  // forgotten by the authorization matrix).
  const routeTable: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, schema: route.schema });
    }
  });
  app.decorate('routeTable', routeTable);
  app.decorate('academyTimeZone', config.timeZone);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Connections whose answer finishes during shutdown are ended with it: a client's idle
  // keep-alive would otherwise hold the server open for the whole keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async (request) => {
    if (closing) request.raw.socket?.end();
  });

  const mailer = createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  app.addHook('onReady', async () => mailer.start());
  app.addHook('onClose', () => mailer.close());
  const audit = createAuditService(db);
  const sessions = createSessionService(createAuthRepository(db), {
    ttlDays: config.sessionTtlDays,
    cacheSeconds: config.sessionCacheSeconds,
    evictions: dependencies.sessionEvictions ?? evictionChannelFor(db, dependencies.redis),
  });
  app.addHook('onClose', () => sessions.close());

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, {
    hstsMaxAgeSeconds: config.hstsMaxAgeSeconds,
    mediaOrigin: storage.directOrigin,
  });
  await app.register(rateLimitPlugin, {
    perMinute: config.rateLimitPerMinute,
    ...(dependencies.redis ? { redis: dependencies.redis } : {}),
  });
  await app.register(openApiPlugin);
  await app.register(authenticationPlugin, { sessions });
  await app.register(idempotencyPlugin, { db });
  await app.register(multipartPlugin);
  await app.register(wellFormedInputPlugin);
  await app.register(publicCachePlugin, {
    ttlMs: config.publicCacheSeconds * 1000,
    maxEntries: 1000,
  });
  // Registered after the public cache, whose onSend keeps the plain body.
  await app.register(compressionPlugin);

  await app.register(healthRoutes, {
    prefix: '/api',
    db,
    hasSharedLimits: dependencies.redis !== undefined,
  });
  await app.register(authRoutes, {
    prefix: '/api/users',
    auth: createAuthService(db, {
      sessions,
      attempts: createAttempts(db, dependencies.redis),
      mailer,
      publicUrl: config.publicUrl,
    }),
    sessions,
    credentialRateLimitPerMinute: config.authRateLimitPerMinute,
  });
  const usersAdmin = createUsersAdmin(db, audit, sessions);
  await app.register(usersAdminRoutes, { prefix: '/api/admin', usersAdmin });
  const site = createSiteService(db);
  const mediaSigner = createMediaSigner(await site.mediaSigningKey());
  await app.register(siteRoutes, { prefix: '/api/site', site });
  await app.register(homeRoutes, { prefix: '/api', home: createHomeService(db) });
  const catalogue = createCatalogueService(db);
  await app.register(catalogueRoutes, { prefix: '/api/course', catalogue });
  await app.register(catalogueAdminRoutes, {
    prefix: '/api/admin',
    handlers: createCatalogueAdmin(db, audit),
  });
  await app.register(teachersRoutes, {
    prefix: '/api/teacher',
    teachers: createTeachersService(db, { catalogue }),
  });
  await app.register(teachersAdminRoutes, {
    prefix: '/api/admin',
    handlers: createTeachersAdmin(db, audit),
  });

  const learning = createLearningService(db, {
    relaxedDb: dependencies.relaxedDb ?? db,
    catalogue,
    signer: mediaSigner,
    lessonTimeScale: config.lessonTimeScale,
  });
  await app.register(learningRoutes, { prefix: '/api/content', learning });
  await app.register(notesRoutes, {
    prefix: '/api/notes',
    notes: createNotesService(db, { learning }),
  });
  await app.register(questionsRoutes, {
    prefix: '/api/questions',
    questions: createQuestionsService(db, { learning, catalogue, audit }),
  });
  await app.register(learnerRoutes, { prefix: '/api', learner: createLearnerService(db) });
  await app.register(learningAdminRoutes, {
    prefix: '/api/admin',
    learningAdmin: createLearningAdmin(db, { audit, catalogue }),
  });
  await app.register(teachingRoutes, {
    prefix: '/api/teach',
    teaching: createTeachingService(db, {
      audit,
      insights: createCourseInsights(db),
      edits: createLessonEdits(),
    }),
    storage,
  });
  const points = createPointsService(db);
  const checkIn = createCheckInService(db, {
    timeZone: config.timeZone,
    settings: () => site.publicSettings(),
  });
  await app.register(pointsRoutes, { prefix: '/api', points, checkIn });
  const rewards = createRewardsService(db, { catalogue });
  await app.register(rewardsRoutes, { prefix: '/api', rewards });
  await app.register(rewardsAdminRoutes, {
    prefix: '/api/admin',
    rewardsAdmin: createRewardsAdmin(db, { audit, catalogue, rewards }),
  });

  await app.register(pointsAdminRoutes, {
    prefix: '/api/admin',
    pointsAdmin: createPointsAdmin({ audit, points, usersAdmin }),
  });
  await app.register(siteAdminRoutes, {
    prefix: '/api/admin',
    siteAdmin: createSiteAdmin({ site, audit, timeZone: config.timeZone }),
  });
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    admin: createAdminService(db, { timeZone: config.timeZone }),
    storage,
  });
  await app.register(mailAdminRoutes, { prefix: '/api/admin', mailer });
  await app.register(auditAdminRoutes, { prefix: '/api/admin', audit });
  await app.register(homeAdminRoutes, {
    prefix: '/api/admin',
    homeAdmin: createHomeAdmin(db, audit),
  });
  await app.register(certificatesRoutes, {
    prefix: '/api/certificate',
    certificates: createCertificatesService(db, {
      publicUrl: config.publicUrl,
      timeZone: config.timeZone,
    }),
  });
  await app.register(notificationsRoutes, {
    prefix: '/api/notifications',
    notifications: createNotificationsService(db),
  });
  await app.register(profileRoutes, {
    prefix: '/api/users',
    profile: withFreshBalance(createProfileService(db, { timeZone: config.timeZone }), points),
  });

  await app.register(webAppPlugin, {
    distDir: config.webDistDir,
    storage,
    signer: mediaSigner,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
