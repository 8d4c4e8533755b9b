import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Workers keep one database each across files (PGlite takes seconds to start).
    isolate: false,
    fileParallelism: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
