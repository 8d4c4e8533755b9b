import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/database';
import type { MediaSigner } from './lib/media-signature';
import type { MediaStore } from './lib/media-storage';
import type { AuditService } from './modules/audit/audit.service';
import type { SessionService } from './modules/auth/session.service';
import type { UsersAdmin } from './modules/auth/users.admin.service';
import type { CatalogueService } from './modules/catalogue/catalogue.service';
import type { LearningService } from './modules/learning/learning.service';
import type { Mailer } from './modules/mail/mail.service';
import type { PointsService } from './modules/points/points.service';
import type { SiteService } from './modules/site/site.service';

/** The Fastify instance every module registers its routes on. */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The services more than one module uses, each built once (`shared-services.ts`). */
export interface SharedServices {
  audit: AuditService;
  sessions: SessionService;
  mailer: Mailer;
  site: SiteService;
  mediaSigner: MediaSigner;
  catalogue: CatalogueService;
  learning: LearningService;
  points: PointsService;
  usersAdmin: UsersAdmin;
}

/** What a module is given to build its own services and register its routes. */
export interface ModuleContext {
  config: Config;
  db: Database;
  /** For writes whose loss in a database crash costs nothing (`DatabaseHandle.relaxed`). */
  relaxedDb: Database;
  redis: Redis | undefined;
  storage: MediaStore;
  services: SharedServices;
}

/**
 * A feature of the API: it builds the services only it uses and registers its routes (public and
 * admin) under their prefixes. `buildApp` lists the modules once; a new feature is a new entry.
 */
export type ServerModule = (app: AppInstance, context: ModuleContext) => Promise<void>;
