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
import type { MediaStore } from './lib/media-storage';
import { openMediaStorage } from './lib/open-media-storage';
import { adminModule } from './modules/admin/admin.module';
import { auditModule } from './modules/audit/audit.module';
import { authModule } from './modules/auth/auth.module';
import type { EvictionChannel } from './modules/auth/session-evictions';
import { catalogueModule } from './modules/catalogue/catalogue.module';
import { certificatesModule } from './modules/certificates/certificates.module';
import { healthModule } from './modules/health/health.module';
import { homeModule } from './modules/home/home.module';
import { learningModule } from './modules/learning/learning.module';
import { mailModule } from './modules/mail/mail.module';
import { notesModule } from './modules/notes/notes.module';
import { notificationsModule } from './modules/notifications/notifications.module';
import { pointsModule } from './modules/points/points.module';
import { profileModule } from './modules/profile/profile.module';
import { questionsModule } from './modules/questions/questions.module';
import { rewardsModule } from './modules/rewards/rewards.module';
import { siteModule } from './modules/site/site.module';
import { teachersModule } from './modules/teachers/teachers.module';
import { teachingModule } from './modules/teaching/teaching.module';
import { authenticationPlugin } from './plugins/authentication';
import { compressionPlugin } from './plugins/compression';
import { errorHandlerPlugin } from './plugins/error-handler';
import { idempotencyPlugin } from './plugins/idempotency';
import { multipartPlugin } from './plugins/multipart';
import { openApiPlugin } from './plugins/openapi';
import { overloadPlugin } from './plugins/overload';
import { publicCachePlugin } from './plugins/public-cache';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import { wellFormedInputPlugin } from './plugins/well-formed-input';
import type { AppInstance, ModuleContext, ServerModule } from './server-module';
import { createSharedServices } from './shared-services';

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
  /** How late the event loop runs; measured unless given (tests, which prove rules, not overload). */
  loopDelayMs?: () => number;
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
 * Every schema is zod: named as the compilers' factory, Fastify never loads its JSON-schema
 * compilers (Ajv and fast-json-stringify), a quarter of a second of every start. Fastify types
 * the factory by those defaults; the zod compilers fill the same role.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/**
 * What the app itself decorates and hooks: the route table, the academy's time zone, the request
 * id on every answer, and connections ended with the last answer during shutdown.
 */
function addOwnHooks(app: AppInstance, timeZone: string) {
  // Every registered route, so tests can prove rules for all of them (a new route cannot be
  // forgotten by the authorization matrix).
  const routeTable: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, schema: route.schema });
    }
  });
  app.decorate('routeTable', routeTable);
  app.decorate('academyTimeZone', timeZone);

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  // Connections whose answer finishes during shutdown are ended with it: a client's idle
  // keep-alive would otherwise hold the server open for the whole keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (closing) request.raw.socket?.end();
    done();
  });
}

/** The API's features, registered in this order; a new feature is one more entry. */
const SERVER_MODULES: readonly ServerModule[] = [
  healthModule,
  authModule,
  siteModule,
  homeModule,
  catalogueModule,
  teachersModule,
  learningModule,
  notesModule,
  questionsModule,
  teachingModule,
  pointsModule,
  rewardsModule,
  adminModule,
  mailModule,
  auditModule,
  certificatesModule,
  notificationsModule,
  profileModule,
];

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

  addOwnHooks(app, config.timeZone);
  const services = createSharedServices(app, config, dependencies);

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, {
    hstsMaxAgeSeconds: config.hstsMaxAgeSeconds,
    mediaOrigin: storage.directOrigin,
  });
  await app.register(
    overloadPlugin,
    dependencies.loopDelayMs ? { loopDelayMs: dependencies.loopDelayMs } : {},
  );
  await app.register(rateLimitPlugin, {
    perMinute: config.rateLimitPerMinute,
    ...(dependencies.redis ? { redis: dependencies.redis } : {}),
  });
  await app.register(openApiPlugin);
  await app.register(authenticationPlugin, { sessions: services.sessions });
  await app.register(idempotencyPlugin, { db });
  await app.register(multipartPlugin);
  await app.register(wellFormedInputPlugin);
  await app.register(publicCachePlugin, {
    ttlMs: config.publicCacheSeconds * 1000,
    maxEntries: 1000,
  });
  // Registered after the public cache, whose onSend keeps the plain body.
  await app.register(compressionPlugin);

  const context: ModuleContext = {
    config,
    db,
    relaxedDb: dependencies.relaxedDb ?? db,
    redis: dependencies.redis,
    storage,
    services,
  };
  for (const register of SERVER_MODULES) await register(app, context);

  await app.register(webAppPlugin, {
    distDir: config.webDistDir,
    publicUrl: config.publicUrl,
    storage,
    signer: services.mediaSigner,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
