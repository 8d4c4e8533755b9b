import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { serverRoot } from '../lib/server-root';
import { temporaryDirectory } from '../test/test-app';

const dataDir = temporaryDirectory();
const port = 3500 + (process.pid % 400);

it('finishes the requests in flight when SIGTERM arrives under load, then exits cleanly', async () => {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverRoot, 'src', 'server.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'none'),
        LOG_LEVEL: 'silent',
        RATE_LIMIT_PER_MINUTE: '100000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const inFlight = Array.from({ length: 60 }, (_, index) =>
    fetch(`${base}/api/course/lists?page_size=20&page=${(index % 3) + 1}`).then(
      (response) => response.status,
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  server.kill('SIGTERM');

  const statuses = await Promise.all(inFlight.map((request) => request.catch(() => 0)));
  // Accepted requests finish (200); ones arriving while closing get a clean 503; none is cut.
  const answered = statuses.filter((status) => status !== 0);
  expect(answered.every((status) => status === 200 || status === 503)).toBe(true);
  expect(answered.filter((status) => status === 200).length).toBeGreaterThan(0);
  expect(await exited).toBe(0);
}, 120_000);
