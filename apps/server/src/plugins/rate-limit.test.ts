import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { testDatabase } from '../test/test-database';

const redisUrl = process.env.TEST_REDIS_URL;

// Runs wherever Redis is available (CI exports TEST_REDIS_URL); reported as skipped otherwise.
describe.runIf(redisUrl)('rate limit with Redis', () => {
  const clients: Redis[] = [];
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-redis-'));
  });
  afterAll(() => {
    for (const client of clients) client.disconnect();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function instance() {
    const client = new Redis(redisUrl ?? '');
    clients.push(client);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
      RATE_LIMIT_PER_MINUTE: '4',
    });
    return buildApp(config, { db: (await testDatabase()).db, redis: client });
  }

  it('shares one budget between instances, as a load-balanced deployment needs', async () => {
    const first = await instance();
    const second = await instance();
    // A unique client address per run keeps earlier runs' counters out of the way.
    const remoteAddress = `10.${Date.now() % 250}.${Math.floor(Math.random() * 250)}.7`;
    const statuses: number[] = [];
    for (const app of [first, second, first, second, first]) {
      statuses.push((await app.inject({ url: '/api/site/settings', remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    await Promise.all([first.close(), second.close()]);
  });
});
