import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker per core (the default leaves one core idle): the API tests wait on PostgreSQL
    // and PGlite much of the time, so two workers take the suite from about 250 s to 175 s.
    maxWorkers: 2,
    projects: [
      'packages/contracts/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
