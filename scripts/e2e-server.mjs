// Starts the built server for browser journeys on a brand-new embedded database, and removes
// it afterwards, so every run begins from the same seeded academy.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3100';
// One fixed folder per port, emptied before each run: Playwright may kill this wrapper before
// its exit handler runs, and a per-run folder would then pile up.
const dataDir = path.join(os.tmpdir(), `academy-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    PORT: port,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Argon2id at a sliver of its cost: journeys sign in hundreds of times, and the config
    // accepts a cost below OWASP's baseline only in a test run.
    NODE_ENV: 'test',
    ARGON2_MEMORY_KIB: '64',
    ARGON2_PASSES: '1',
    // Every journey runs from one address: the limits are proved by the API tests instead.
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // A tenth of every lesson's minimum time, so journeys see the countdown but wait seconds.
    LESSON_TIME_SCALE: '0.1',
  },
});

const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
