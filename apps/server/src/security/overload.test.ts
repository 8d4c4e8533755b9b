import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase, POOL_WAIT_MS } from '../db/database';
import { inTransaction } from '../db/transaction';
import { describeOnPostgres } from '../test/postgres-only';
import { buildIsolatedApp } from '../test/test-app';
import { testDatabaseUrl } from '../test/test-database';

describeOnPostgres('an instance whose every connection is busy', () => {
  it('answers 503 with Retry-After while the connection it waited for is still held', async () => {
    const url = await testDatabaseUrl();
    if (!url) throw new Error('PostgreSQL expected');
    const handle = await openDatabase({ url, poolSize: 1 });
    const app = await buildIsolatedApp({ PUBLIC_CACHE_SECONDS: '0' }, { db: handle.db });
    try {
      // Started, as an instance is before it takes requests (its media signing key read).
      await app.ready();
      const settled: string[] = [];
      const hold = sql`select pg_sleep(${(POOL_WAIT_MS * 4) / 1000})`;
      // For four times the bounded wait, a statement holds the pipelined connection and a
      // transaction the pool's only one. Drizzle runs a query when it is awaited: `then` sends it.
      const holding = Promise.all([
        handle.db.execute(hold),
        inTransaction(handle.db, (tx) => tx.execute(hold)),
      ]).then(() => settled.push('held'));
      // Once the pipelined statement has made others wait past the bound, nothing more joins it.
      await new Promise((resolve) => setTimeout(resolve, POOL_WAIT_MS * 1.5));
      const answer = app.inject({ url: '/api/course/lists' }).then((response) => {
        settled.push('answered');
        return response;
      });
      const [response] = await Promise.all([answer, holding]);
      expect(settled).toEqual(['answered', 'held']);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toMatchObject({ code: 0, error: 'SERVICE_UNAVAILABLE' });
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
