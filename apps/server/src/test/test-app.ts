import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeEach, onTestFinished } from 'vitest';
import { type App, type AppDependencies, buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { resetDatabase, testDatabase } from './test-database';

/**
 * The event loop as the tests' apps see it: always on time. Tests prove rules under concurrency,
 * not overload, and a busy machine must not turn them into 503s; the shedding has its own tests
 * (plugins/overload.test.ts).
 */
const onTime = () => 0;

/**
 * A scratch directory, removed when the test that made it ends, or when the test file finishes
 * if it was made outside a test. Vitest never runs an `afterAll` registered inside a test, and
 * refuses `onTestFinished` outside one.
 */
export function temporaryDirectory(prefix = 'academy-test-'): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), prefix));
  const remove = () => rmSync(directory, { recursive: true, force: true });
  try {
    onTestFinished(remove);
  } catch {
    afterAll(remove);
  }
  return directory;
}

/** A request's headers, as tests pass them (a session's bearer, a language). */
export type Headers = Record<string, string>;

export interface TestContext {
  app: App;
  db: Database;
  /** `GET url` against the app, answered in process. */
  get(url: string, headers?: Headers): ReturnType<App['inject']>;
  /** `POST url` with a JSON body against the app, answered in process. */
  post(url: string, payload: object, headers?: Headers): ReturnType<App['inject']>;
}

/**
 * Builds the real app on this worker's database for a test file, resetting the data before
 * each test. Extra environment variables tune the config (e.g. a lower rate limit).
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const context = {
    get: (url, headers = {}) => context.app.inject({ method: 'GET', url, headers }),
    post: (url, payload, headers = {}) =>
      context.app.inject({ method: 'POST', url, payload, headers }),
  } as TestContext;
  const dataDir = temporaryDirectory();

  beforeEach(async () => {
    const handle = await testDatabase();
    await resetDatabase(handle);
    if (!context.app) {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        // Tests share one app per file; budgets are tested on purpose with their own app.
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        RATE_LIMIT_PER_MINUTE: '10000',
        // Reads right after writes must see them; the cache has its own test.
        PUBLIC_CACHE_SECONDS: '0',
        // Lessons complete at once unless a test is about the minimum time (it sets its own).
        LESSON_TIME_SCALE: '0',
        ...env,
      });
      context.db = handle.db;
      context.app = await buildApp(config, { db: handle.db, loopDelayMs: onTime });
    }
  });

  afterAll(async () => {
    await context.app?.close();
  });

  return context;
}

/** A log destination that keeps every line, for tests that read what was logged. */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream, text: () => lines.join('') };
}

/**
 * An app of the test's own (on this worker's database unless given another, e.g. a second
 * instance's pool), for a test that needs a config or dependencies unlike the file's shared
 * app; the test closes it.
 */
export async function buildIsolatedApp(
  env: Record<string, string>,
  dependencies: Partial<AppDependencies> = {},
): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: temporaryDirectory(),
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  return buildApp(config, {
    db: dependencies.db ?? (await testDatabase()).db,
    loopDelayMs: onTime,
    ...dependencies,
  });
}
