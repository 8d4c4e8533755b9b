import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
  }
}

/**
 * Gives the run an id; with TEST_DATABASE_URL set, each worker creates its own database named
 * after it, and teardown drops them all, so no run depends on what another left behind.
 */
export default function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  project.provide('testRunId', runId);
  return async () => {
    warnAboutSkippedSuites();
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`academy_test_${runId}_%`],
      );
      for (const { datname } of rows) {
        await client.query(`drop database if exists "${datname}" with (force)`);
      }
    } finally {
      await client.end();
    }
  };
}

/** Test files whose suites run only against a real server, by the marker they use. */
function filesUsing(marker: RegExp): string[] {
  const root = path.resolve(import.meta.dirname, '..');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => marker.test(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}

/**
 * Race, fault and scale-out tests prove nothing on PGlite (one transaction at a time), and the
 * shared rate-limit tests need Redis: a run without them must say so at the end, where it is
 * read, not pass quietly. `.ci/run` sets both variables.
 */
function warnAboutSkippedSuites() {
  const skipped = [
    ...(process.env.TEST_DATABASE_URL
      ? []
      : [['TEST_DATABASE_URL', 'PostgreSQL', filesUsing(/describeOnPostgres\(/)] as const]),
    ...(process.env.TEST_REDIS_URL
      ? []
      : [['TEST_REDIS_URL', 'Redis', filesUsing(/runIf\(redisUrl\)/)] as const]),
  ];
  for (const [variable, server, files] of skipped) {
    console.warn(
      `\n!!! SKIPPED: the ${server}-only suites in ${files.length} files did not run:\n` +
        files.map((file) => `!!!   ${file}\n`).join('') +
        `!!! Set ${variable} to run them (.ci/run sets it: bash .ci/run).\n`,
    );
  }
}
