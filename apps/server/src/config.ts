import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { serverRoot } from './lib/server-root';
import { OWASP_PASSWORD_COST, type PasswordCost } from './modules/auth/password';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const timeZoneSchema = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'must be an IANA time zone such as Asia/Shanghai' },
);

/** An address or a CIDR block (`10.0.0.0/8`, `fd00::/8`) of a proxy we trust. */
const isProxyAddress = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies may tell us the client's address. Never "whoever sent X-Forwarded-For": either a
 * number of hops in front of us (`true` means one) or the proxies' own addresses. Fastify then
 * takes the client from the right-hand end of the header, past the proxies we trust, so a client
 * cannot pick its own address by sending the header itself.
 */
const trustProxySchema = z.string().transform((value, context): false | number | string[] => {
  const lower = value.trim().toLowerCase();
  if (['false', '0', 'no'].includes(lower)) return false;
  if (['true', 'yes'].includes(lower)) return 1;
  if (/^\d{1,2}$/.test(lower)) return Number(lower);
  const entries = lower.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  context.addIssue({
    code: 'custom',
    message:
      'must be false, a number of proxy hops (true means 1) or a comma-separated list of proxy addresses/CIDRs',
  });
  return z.NEVER;
});

/**
 * Connections each instance keeps to a PostgreSQL server for its transactions, each held by one
 * while it runs (`DATABASE_POOL_SIZE`). Few, because more do not answer more: every connection's
 * backend running at once competes for the database server's cores with the others (and, on one
 * machine, with the server's own thread). Measured with 4 against 10 on two cores: the same
 * throughput, and a p99 at 100 concurrent requests a half to a third as long (decision 0021).
 * Small pools also let many instances share one server's `max_connections`.
 */
export const DEFAULT_POOL_SIZE = 4;

/**
 * Connections each instance pipelines its statements outside transactions on
 * (`DATABASE_PIPELINES`): one takes every request's statement of a turn of the event loop in one
 * write. On two cores one answers more than two or four (decision 0021); a database server with
 * many cores and one busy instance may want more.
 */
export const DEFAULT_PIPELINES = 1;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(DEFAULT_POOL_SIZE),
  DATABASE_PIPELINES: z.coerce.number().int().min(1).max(100).default(DEFAULT_PIPELINES),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  UPLOADS_DIR: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(path.join(serverRoot, '..', 'web', 'dist')),
  ACADEMY_TIMEZONE: timeZoneSchema.default('Asia/Shanghai'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'lines']).optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  SEED_DEMO: booleanFromEnv.default(true),
  TRUST_PROXY: trustProxySchema.default(false),
  HSTS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(63_072_000).default(0),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  LESSON_TIME_SCALE: z.coerce.number().min(0).max(1).default(1),
  DEMO_PASSWORD: z.string().min(12).max(128).optional(),
  ARGON2_MEMORY_KIB: z.coerce
    .number()
    .int()
    .min(8)
    .max(4 * 1024 * 1024)
    .default(OWASP_PASSWORD_COST.memoryKib),
  ARGON2_PASSES: z.coerce.number().int().min(1).max(100).default(OWASP_PASSWORD_COST.passes),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).max(200).default('Academy <no-reply@academy.local>'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
});

type EnvVars = z.infer<typeof envSchema>;

/**
 * A password cost below OWASP's baseline makes stolen hashes cheap to guess: test runs lower it to
 * spend their time on what they test, and anything else is refused at the start.
 */
function passwordCostProblems(vars: EnvVars): string[] {
  if (vars.NODE_ENV === 'test') return [];
  const { memoryKib, passes } = OWASP_PASSWORD_COST;
  return [
    ...(vars.ARGON2_MEMORY_KIB < memoryKib
      ? [`ARGON2_MEMORY_KIB: at least ${memoryKib} unless NODE_ENV=test`]
      : []),
    ...(vars.ARGON2_PASSES < passes
      ? [`ARGON2_PASSES: at least ${passes} unless NODE_ENV=test`]
      : []),
  ];
}

/** An S3-compatible bucket that holds the media instead of the uploads folder. */
export interface S3Settings {
  bucket: string;
  /** The store's address when it is not AWS (OSS, COS, MinIO, Ceph RGW). */
  endpoint: string | undefined;
  region: string;
  /** Without keys, the SDK's own chain answers (instance role, AWS_* variables, profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`, for stores without bucket DNS names. */
  forcePathStyle: boolean;
}

/** Every S3 variable given without S3_BUCKET, or one key without the other: said at start. */
function s3Problems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (!env.S3_BUCKET) {
    const stray = Object.keys(env).filter((name) => name.startsWith('S3_'));
    if (stray.length > 0) problems.push(`S3_BUCKET: required when ${stray.join(', ')} is set`);
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither');
  }
  return problems;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to `databaseUrl` for transactions (statements and LISTEN have their own). */
  databasePoolSize: number;
  /** Connections to `databaseUrl` that single statements are pipelined on. */
  databasePipelines: number;
  redisUrl: string | undefined;
  /** The media folder, and the store itself unless `s3` is set. */
  uploadsDir: string;
  /** Media live in this bucket and are fetched from it by presigned links (decision 0028). */
  s3: S3Settings | undefined;
  webDistDir: string;
  timeZone: string;
  logLevel: string;
  /** JSON records for collectors, or readable lines for a person; unset, the start decides. */
  logFormat: 'json' | 'lines' | undefined;
  sessionTtlDays: number;
  /**
   * Seconds an instance may answer from memory who a token belongs to (0: never); revocations
   * reach every instance at once regardless (decision 0021).
   */
  sessionCacheSeconds: number;
  seedDemo: boolean;
  /** Proxy hops, or proxy addresses, whose X-Forwarded-For is believed; false: none. */
  trustProxy: false | number | string[];
  /** Strict-Transport-Security max-age for deployments served over TLS (0: no header). */
  hstsMaxAgeSeconds: number;
  rateLimitPerMinute: number;
  authRateLimitPerMinute: number;
  /** Seconds a guest's answer to a public catalogue read is reused (0: never). */
  publicCacheSeconds: number;
  /** Test runs only: shortens every lesson's minimum time before completion pays (1: as is). */
  lessonTimeScale: number;
  /** Tests and journeys only: one known password for every demo account (else generated). */
  demoPassword: string | undefined;
  /** Argon2id's work for every new password hash: OWASP's baseline or more, less in tests only. */
  passwordCost: PasswordCost;
  /** Mail goes out through this SMTP server; without it, it is kept in the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the academy is reached from outside: the base of links in mails. */
  publicUrl: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once, at the edge; lists every problem rather than the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  const problems = [
    ...(parsed.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ...s3Problems(present),
    ...(parsed.success ? passwordCostProblems(parsed.data) : []),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    databasePoolSize: vars.DATABASE_POOL_SIZE,
    databasePipelines: vars.DATABASE_PIPELINES,
    redisUrl: vars.REDIS_URL,
    uploadsDir: path.resolve(vars.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    s3: vars.S3_BUCKET
      ? {
          bucket: vars.S3_BUCKET,
          endpoint: vars.S3_ENDPOINT,
          region: vars.S3_REGION,
          credentials:
            vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: vars.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    webDistDir: path.resolve(vars.WEB_DIST_DIR),
    timeZone: vars.ACADEMY_TIMEZONE,
    logLevel: vars.LOG_LEVEL,
    logFormat: vars.LOG_FORMAT,
    sessionTtlDays: vars.SESSION_TTL_DAYS,
    sessionCacheSeconds: vars.SESSION_CACHE_SECONDS,
    seedDemo: vars.SEED_DEMO,
    trustProxy: vars.TRUST_PROXY,
    hstsMaxAgeSeconds: vars.HSTS_MAX_AGE_SECONDS,
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: vars.AUTH_RATE_LIMIT_PER_MINUTE,
    publicCacheSeconds: vars.PUBLIC_CACHE_SECONDS,
    lessonTimeScale: vars.LESSON_TIME_SCALE,
    demoPassword: vars.DEMO_PASSWORD,
    passwordCost: { memoryKib: vars.ARGON2_MEMORY_KIB, passes: vars.ARGON2_PASSES },
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    publicUrl: (
      vars.PUBLIC_URL ??
      `http://${['0.0.0.0', '::'].includes(vars.HOST) ? 'localhost' : vars.HOST}:${vars.PORT}`
    ).replace(/\/+$/, ''),
  };
}
