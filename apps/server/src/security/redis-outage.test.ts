import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { connectRedis } from '../lib/redis';
import { buildIsolatedApp, captureLogs } from '../test/test-app';

const REDIS_SERVER = '/usr/bin/redis-server';

/** A port nothing listens on (taken from the OS, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A Redis of this test's own, so stopping it touches no other test or service. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  // Its log goes on being read, so a full pipe never stalls it.
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
  return child;
}

/** Resolves once the client is connected, at once if it is. */
const connected = (redis: Redis) =>
  new Promise<void>((resolve) => {
    if (redis.status === 'ready') resolve();
    else redis.once('ready', () => resolve());
  });

/** Resolves once the client has lost its connection, at once if it has. */
const disconnected = (redis: Redis) =>
  new Promise<void>((resolve) => {
    if (redis.status !== 'ready') resolve();
    else redis.once('close', () => resolve());
  });

const apps: App[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  for (const child of children) child.kill('SIGKILL');
});

async function appWithRedis(url: string, env: Record<string, string> = {}) {
  const logs = captureLogs();
  const redis = await connectRedis(url);
  const app = await buildIsolatedApp(
    { LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '4', ...env },
    { redis, logStream: logs.stream },
  );
  app.addHook('onClose', async () => redis.disconnect());
  apps.push(app);
  return { app, logs, redis };
}

const health = async (app: App) => (await app.inject({ url: '/api/health' })).json();
// A fresh client address per call keeps one check's budget out of the next.
let clientNumber = 0;
const nextClient = () => `10.9.${Math.floor(clientNumber / 250)}.${(clientNumber++ % 250) + 1}`;

describe.runIf(existsSync(REDIS_SERVER))('with Redis away', () => {
  it('serves every call with per-instance limits when Redis cannot be reached at all', async () => {
    const { app, logs } = await appWithRedis(`redis://127.0.0.1:${await freePort()}`);
    const remoteAddress = nextClient();
    const statuses = [];
    for (let call = 0; call < 6; call += 1) {
      statuses.push((await app.inject({ url: '/api/site/settings', remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(await health(app)).toMatchObject({
      code: 1,
      data: { status: 'degraded', database: 'ok', rate_limits: 'local' },
    });
    // Said once, not once per request.
    expect(logs.text().match(/rate limits fall back to per-instance counters/g)).toHaveLength(1);
  });

  it('falls back when Redis stops mid-run and shares the limits again when it returns', async () => {
    const port = await freePort();
    const first = await startRedis(port);
    children.push(first);
    const { app, logs, redis } = await appWithRedis(`redis://127.0.0.1:${port}`);
    await connected(redis);
    expect(await health(app)).toMatchObject({ data: { status: 'ok', rate_limits: 'shared' } });

    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const during = [];
    for (let call = 0; call < 20; call += 1) {
      const response = await app.inject({ url: '/api/course/lists', remoteAddress: nextClient() });
      during.push(response.statusCode);
    }
    expect(during.every((status) => status === 200)).toBe(true);
    await disconnected(redis);
    expect(await health(app)).toMatchObject({
      code: 1,
      data: { status: 'degraded', rate_limits: 'local' },
    });
    const remoteAddress = nextClient();
    const limited = [];
    for (let call = 0; call < 5; call += 1) {
      limited.push((await app.inject({ url: '/api/site/settings', remoteAddress })).statusCode);
    }
    expect(limited).toEqual([200, 200, 200, 200, 429]);

    const second = await startRedis(port);
    children.push(second);
    await connected(redis);
    expect(await health(app)).toMatchObject({ data: { status: 'ok', rate_limits: 'shared' } });
    expect(logs.text()).toContain('Redis is back: rate limits are shared again');
  }, 30_000);
});
