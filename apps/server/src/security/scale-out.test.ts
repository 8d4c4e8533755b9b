import pg from 'pg';
import { expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import {
  buildReward,
  buildUsers,
  grantPoints,
  ledgerMismatches,
  sessionHeaders,
} from '../test/factories';
import { describeOnPostgres } from '../test/postgres-only';
import { buildIsolatedApp, useTestApp } from '../test/test-app';
import { TEST_POOL_WAIT_MS, testDatabaseUrl } from '../test/test-database';

const ctx = useTestApp();

describeOnPostgres('two instances on one PostgreSQL', () => {
  it('keep every invariant when redemptions and sign-ins are split across them', async () => {
    const url = await testDatabaseUrl();
    if (!url) throw new Error('PostgreSQL expected');
    const secondHandle = await openDatabase({ url, poolWaitMs: TEST_POOL_WAIT_MS });
    const second = await buildIsolatedApp(
      { RATE_LIMIT_PER_MINUTE: '100000' },
      { db: secondHandle.db },
    );
    try {
      const reward = await buildReward(ctx.db, { pointsRequired: 30, availableStock: 15 });
      const users = await buildUsers(ctx.db, 40);
      const sessions = await Promise.all(
        users.map(async (user) => {
          await grantPoints(ctx.db, user.id, 30);
          return sessionHeaders(ctx.db, user.id);
        }),
      );
      const instances = [ctx.app, second];
      const calls = sessions.flatMap((headers, index) => [
        instances[index % 2]?.inject({
          method: 'POST',
          url: '/api/redemption/create',
          headers,
          payload: {
            reward_id: reward.id,
            recipient_name: 'Li',
            recipient_phone: '13800138000',
            shipping_address: '1 Road',
          },
        }),
        instances[(index + 1) % 2]?.inject({ url: '/api/signin/daily', headers }),
        instances[index % 2]?.inject({ url: '/api/signin/daily', headers }),
      ]);
      const responses = await Promise.all(calls);
      const redeemed = responses.filter((response) => response?.json().data?.redemption);
      expect(redeemed).toHaveLength(15);
      const signIns = responses.filter((response) => response?.json().data?.day);
      expect(signIns).toHaveLength(40);
      expect(responses.every((response) => (response?.statusCode ?? 500) < 500)).toBe(true);
      expect(
        (await ctx.app.inject({ url: `/api/reward/get?reward_id=${reward.id}` })).json().data
          .available_stock,
      ).toBe(0);
      expect(await ledgerMismatches(ctx.db)).toEqual([]);
    } finally {
      await second.close();
      await secondHandle.close();
    }
  });
});

describeOnPostgres('the database going away', () => {
  it('answers a clean error envelope, then recovers when the database is back', async () => {
    const url = await testDatabaseUrl();
    if (!url) throw new Error('PostgreSQL expected');
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const database = new URL(url).pathname.slice(1);
      const slow = ctx.app.inject({ url: '/api/course/lists' });
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      const during = await Promise.all([slow, ctx.app.inject({ url: '/api/course/lists' })]);
      for (const response of during) {
        expect([200, 500, 503]).toContain(response.statusCode);
        expect(response.json()).toHaveProperty('code');
        expect(response.body).not.toMatch(/terminat|select |stack/i);
      }
      let recovered = 0;
      for (let attempt = 0; attempt < 20 && recovered === 0; attempt += 1) {
        const response = await ctx.app.inject({ url: '/api/health' });
        if (response.statusCode === 200) recovered += 1;
      }
      expect(recovered).toBe(1);
      expect((await ctx.app.inject({ url: '/api/course/lists' })).statusCode).toBe(200);
    } finally {
      await admin.end();
    }
  });
});
