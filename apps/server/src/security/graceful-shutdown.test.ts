import { expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process';
import { TEST_PASSWORD_COST_ENV } from '../test/setup';
import { temporaryDirectory } from '../test/test-app';

const dataDir = temporaryDirectory();
const port = 3500 + (process.pid % 400);

it('finishes the requests in flight when SIGTERM arrives under load, then exits cleanly', async () => {
  // The demo academy gives the course lists real work to do.
  const server = startServerProcess(port, {
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...TEST_PASSWORD_COST_ENV,
  });
  await server.healthy(60_000);

  const inFlight = Array.from({ length: 60 }, (_, index) =>
    fetch(`${server.base}/api/course/lists?page_size=20&page=${(index % 3) + 1}`).then(
      (response) => response.status,
      () => 0,
    ),
  );
  // The signal comes as the first answer leaves: the server is at work on the rest of the burst.
  await Promise.race(inFlight);
  const exited = server.stop();

  const statuses = await Promise.all(inFlight);
  // Accepted requests finish (200); ones arriving while closing get a clean 503; none is cut.
  const answered = statuses.filter((status) => status !== 0);
  expect(answered.every((status) => status === 200 || status === 503)).toBe(true);
  expect(answered.filter((status) => status === 200).length).toBeGreaterThan(0);
  expect(await exited).toBe(0);
}, 120_000);
