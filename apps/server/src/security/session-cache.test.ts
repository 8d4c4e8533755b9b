import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { App, AppDependencies } from '../app';
import { openDatabase } from '../db/database';
import { sessions } from '../modules/auth/auth.schema';
import { createSessionCache } from '../modules/auth/session-cache';
import {
  EVICTION_CHANNEL,
  type EvictionChannel,
  LISTEN_FOR_EVICTIONS,
  postgresEvictions,
  redisEvictions,
} from '../modules/auth/session-evictions';
import { buildUser, sessionHeaders, signIn } from '../test/factories';
import { describeOnPostgres } from '../test/postgres-only';
import { buildIsolatedApp, useTestApp } from '../test/test-app';
import { testDatabase, testDatabaseUrl } from '../test/test-database';

const ctx = useTestApp();
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function until(condition: () => boolean, what: string) {
  for (let waited = 0; waited < 5_000; waited += 10) {
    if (condition()) return;
    await sleep(10);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** An instance of the app with a session cache and the given eviction channel. */
async function instance(db: AppDependencies['db'], channel: EvictionChannel) {
  const app = await buildIsolatedApp(
    { RATE_LIMIT_PER_MINUTE: '100000', SESSION_CACHE_SECONDS: '60' },
    { db, sessionEvictions: channel },
  );
  cleanups.push(() => app.close());
  return app;
}

/**
 * A listener, as another instance would be, that takes its time: it evicts and acknowledges
 * 150 ms after it hears an eviction. `sent` settles once its acknowledgement is out.
 */
function slowListener(send: (ack: string) => Promise<unknown>) {
  const listener = {
    evicted: false,
    sent: Promise.resolve() as Promise<unknown>,
    hear(payload: string | undefined) {
      const { nonce } = JSON.parse(payload ?? '{}') as { nonce?: string };
      if (!nonce) return;
      listener.sent = sleep(150).then(() => {
        listener.evicted = true;
        return send(JSON.stringify({ ack: nonce }));
      });
    },
  };
  return listener;
}

const balance = (app: App, headers: Record<string, string>) =>
  app.inject({ url: '/api/points/balance', headers }).then((response) => response.statusCode);

/** Ends a session behind every cache's back, as only a test would. */
const revokeInDatabase = (sessionId: number) =>
  ctx.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));

const sessionIdOf = async (userId: number) => {
  const rows = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.map((row) => row.id).sort((a, b) => b - a)[0] ?? 0;
};

describe('the session cache', () => {
  it('forgets the least recently used, expires entries and drops fills that raced an eviction', () => {
    let now = 5_000;
    const cache = createSessionCache<string>({ ttlMs: 1000, maxEntries: 2, now: () => now });
    const session = (id: number) => ({
      sessionId: id,
      userId: id,
      expiresAt: 100_000,
      lastUsedAt: 0,
      identity: `user ${id}`,
    });
    cache.set('a', session(1), cache.generation());
    cache.set('b', session(2), cache.generation());
    expect(cache.get('a')?.identity).toBe('user 1');
    cache.set('c', session(3), cache.generation());
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    const stamp = cache.generation();
    cache.evict({ userId: 3 });
    cache.set('b', session(2), stamp);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
    now = 5_999;
    expect(cache.get('a')).toBeDefined();
    now = 6_001;
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', session(1), cache.generation());
    cache.setLive(false);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', session(1), cache.generation());
    expect(cache.size()).toBe(0);
  });
});

describeOnPostgres('two instances on PostgreSQL with session caches', () => {
  /** Two instances, each with its own pool and its own listening connection. */
  async function twoInstances() {
    const url = await testDatabaseUrl();
    if (!url) throw new Error('PostgreSQL expected');
    // The listening connections' settings, changed by the test to keep them from reconnecting.
    const listenOn = { connectionString: url };
    const apps: App[] = [];
    const channels: EvictionChannel[] = [];
    for (let index = 0; index < 2; index += 1) {
      const handle = await openDatabase({ url });
      cleanups.push(() => handle.close());
      const channel = postgresEvictions({ options: listenOn } as unknown as pg.Pool);
      channels.push(channel);
      apps.push(await instance(handle.db, channel));
    }
    await until(() => channels.every((channel) => channel.isLive()), 'LISTEN');
    return { url, listenOn, apps, channels };
  }

  it('evicts logout, password change and disable from every instance at once', async () => {
    const { apps } = await twoInstances();
    const [first, second] = apps as [App, App];
    const user = await buildUser(ctx.db);
    const kept = await signIn(first, user);
    const other = await sessionHeaders(ctx.db, user.id);
    for (const app of apps) {
      expect(await balance(app, kept)).toBe(200);
      expect(await balance(app, other)).toBe(200);
    }
    // The caches answer: a session ended behind their back is still taken.
    await revokeInDatabase(await sessionIdOf(user.id));
    expect(await balance(second, other)).toBe(200);
    // Logging out on one instance ends it on both, at once.
    const logout = await first.inject({ method: 'POST', url: '/api/users/logout', headers: other });
    expect(logout.statusCode).toBe(200);
    expect(await balance(second, other)).toBe(401);
    expect(await balance(first, other)).toBe(401);

    // A password change on the second ends the other sessions on the first.
    const third = await sessionHeaders(ctx.db, user.id);
    for (const app of apps) expect(await balance(app, third)).toBe(200);
    const changed = await second.inject({
      method: 'POST',
      url: '/api/users/changePassword',
      headers: kept,
      payload: {
        current_password: user.password,
        new_password: 'brand-new-passphrase',
        confirm_password: 'brand-new-passphrase',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await balance(first, third)).toBe(401);
    expect(await balance(first, kept)).toBe(200);

    // An admin disabling the account on the second ends its sessions on the first.
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const disabled = await second.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user.id}`,
      headers: await sessionHeaders(ctx.db, admin.id),
    });
    expect(disabled.statusCode).toBe(200);
    expect(await balance(first, kept)).toBe(401);
  });

  it('answers a logout only once every listener has acknowledged it, the slowest too', async () => {
    const { url, apps } = await twoInstances();
    const [first] = apps as [App, App];
    const slow = new pg.Client({ connectionString: url });
    cleanups.push(() => slow.end());
    await slow.connect();
    const third = slowListener((ack) =>
      slow.query('select pg_notify($1, $2)', [EVICTION_CHANNEL, ack]),
    );
    slow.on('notification', ({ payload }) => third.hear(payload));
    await slow.query(LISTEN_FOR_EVICTIONS);
    const user = await buildUser(ctx.db);
    const headers = await sessionHeaders(ctx.db, user.id);
    const logout = await first.inject({ method: 'POST', url: '/api/users/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect(third.evicted).toBe(true);
    await third.sent;
  });

  it('bypasses the cache while the listening connection is down, and caches again once back', async () => {
    const { url, listenOn, apps, channels } = await twoInstances();
    const [, second] = apps as [App, App];
    const user = await buildUser(ctx.db);
    const cached = await sessionHeaders(ctx.db, user.id);
    expect(await balance(second, cached)).toBe(200);

    // Down: the listeners are cut off and cannot reconnect.
    const database = new URL(url).pathname.slice(1);
    const refused = new URL(url);
    refused.port = '1';
    listenOn.connectionString = refused.toString();
    await ctx.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${database} and application_name = ${EVICTION_CHANNEL}`,
    );
    await until(() => channels.every((channel) => !channel.isLive()), 'the channel to drop');
    await revokeInDatabase(await sessionIdOf(user.id));
    expect(await balance(second, cached)).toBe(401);
    const fresh = await sessionHeaders(ctx.db, user.id);
    expect(await balance(second, fresh)).toBe(200);
    await revokeInDatabase(await sessionIdOf(user.id));
    expect(await balance(second, fresh)).toBe(401);

    // Back: the cache serves again.
    listenOn.connectionString = url;
    await until(() => channels.every((channel) => channel.isLive()), 'LISTEN again');
    const later = await sessionHeaders(ctx.db, user.id);
    expect(await balance(second, later)).toBe(200);
    await revokeInDatabase(await sessionIdOf(user.id));
    expect(await balance(second, later)).toBe(200);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('two instances with Redis pub/sub', () => {
  it('evicts a logout from every instance, the slowest too, before it answers', async () => {
    const db = (await testDatabase()).db;
    const apps: App[] = [];
    const channels: EvictionChannel[] = [];
    for (let index = 0; index < 2; index += 1) {
      const redis = new Redis(process.env.TEST_REDIS_URL ?? '', { maxRetriesPerRequest: 1 });
      cleanups.push(async () => redis.disconnect());
      const channel = redisEvictions(redis);
      channels.push(channel);
      apps.push(await instance(db, channel));
    }
    await until(() => channels.every((channel) => channel.isLive()), 'SUBSCRIBE');
    const [first, second] = apps as [App, App];
    const user = await buildUser(ctx.db);
    const headers = await sessionHeaders(ctx.db, user.id);
    for (const app of apps) expect(await balance(app, headers)).toBe(200);
    const slow = new Redis(process.env.TEST_REDIS_URL ?? '');
    const acknowledging = new Redis(process.env.TEST_REDIS_URL ?? '');
    cleanups.push(async () => {
      slow.disconnect();
      acknowledging.disconnect();
    });
    const third = slowListener((ack) => acknowledging.publish(EVICTION_CHANNEL, ack));
    slow.on('message', (_channel: string, payload: string) => third.hear(payload));
    await slow.subscribe(EVICTION_CHANNEL);
    const logout = await first.inject({ method: 'POST', url: '/api/users/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect(await balance(second, headers)).toBe(401);
    expect(third.evicted).toBe(true);
    await third.sent;
  });
});
