import { describe } from 'vitest';

/**
 * Race tests need real concurrency: PGlite runs one transaction at a time, so a race there
 * proves nothing. `npm test` sets TEST_DATABASE_URL (see .ci/run).
 */
export const describeOnPostgres = describe.skipIf(!process.env.TEST_DATABASE_URL);
