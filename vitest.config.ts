import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two workers per core: the API tests wait on PostgreSQL, Redis and the steady 400 ms of the
    // account answers much of the time, so four workers take the suite from 120 s to 93 s on two
    // idle cores (six gain nothing more).
    maxWorkers: 4,
    projects: [
      'packages/contracts/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
