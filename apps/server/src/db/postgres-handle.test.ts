import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_POOL_SIZE } from '../config';
import { describeOnPostgres } from '../test/postgres-only';
import { createScratchDatabase } from '../test/test-database';
import {
  type DatabaseHandle,
  openDatabase,
  POOL_QUEUE_PER_CONNECTION,
  POOL_WAIT_MS,
} from './database';
import { isDatabaseUnavailable } from './database-errors';
import { inTransaction } from './transaction';

describeOnPostgres('the handle of a PostgreSQL server', () => {
  let handle: DatabaseHandle;
  let url: string;

  beforeAll(async () => {
    url = await createScratchDatabase('named_statements');
    handle = await openDatabase({ url });
    await handle.db.execute(sql`create table scratch (id int primary key, name text)`);
    await handle.db.execute(sql`insert into scratch values (1, 'one')`);
  });
  afterAll(() => handle.close());

  it('prepares a statement once per connection and then only executes it', async () => {
    const prepared = await inTransaction(handle.db, async (tx) => {
      for (let time = 0; time < 3; time += 1) {
        await tx.execute(sql`select name from scratch where id = ${1}`);
      }
      return tx.execute<{ count: number }>(
        sql`select count(*)::int as count from pg_prepared_statements
            where statement = 'select name from scratch where id = $1'`,
      );
    });
    expect(prepared.rows[0]?.count).toBe(1);
  });

  it('prepares a statement afresh when a migration changed its result under a running instance', async () => {
    const read = () => handle.db.execute(sql`select * from scratch where id = ${1}`);
    expect((await read()).rows).toEqual([{ id: 1, name: 'one' }]);
    await handle.db.execute(sql`alter table scratch add column note text default 'new'`);
    expect((await read()).rows).toEqual([{ id: 1, name: 'one', note: 'new' }]);
  });

  it('saves playback positions without waiting for the disk, and everything else waiting', async () => {
    const setting = sql`select current_setting('synchronous_commit') as value`;
    expect((await handle.relaxed.execute(setting)).rows).toEqual([{ value: 'off' }]);
    expect((await handle.db.execute(setting)).rows).toEqual([{ value: 'on' }]);
    // What the relaxed handle commits, the other reads at once.
    await handle.relaxed.execute(sql`insert into scratch (id, name) values (${2}, ${'two'})`);
    expect((await handle.db.execute(sql`select name from scratch where id = ${2}`)).rows).toEqual([
      { name: 'two' },
    ]);
  });

  it('answers many requests at once on no more connections than its pool size', async () => {
    const backendsServing = async (database: DatabaseHandle['db']) => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          database.execute<{ pid: number }>(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`),
        ),
      );
      return new Set(answers.map(({ rows }) => rows[0]?.pid)).size;
    };
    expect(await backendsServing(handle.db)).toBe(DEFAULT_POOL_SIZE);
    const small = await openDatabase({ url, poolSize: 2 });
    try {
      expect(await backendsServing(small.db)).toBe(2);
    } finally {
      await small.close();
    }
  });

  it('tells a request it cannot have a connection in time after a bounded wait, not a long one', async () => {
    const single = await openDatabase({ url, poolSize: 1 });
    try {
      // Drizzle runs a query when it is awaited: `then` sends this one now.
      const holding = single.db.execute(sql`select pg_sleep(3)`).then(() => undefined);
      const started = performance.now();
      const refused = await single.db.execute(sql`select 1`).then(
        () => undefined,
        (error: unknown) => error,
      );
      const waitedMs = performance.now() - started;
      expect(isDatabaseUnavailable(refused)).toBe(true);
      expect(waitedMs).toBeGreaterThanOrEqual(POOL_WAIT_MS - 50);
      expect(waitedMs).toBeLessThan(POOL_WAIT_MS + 1_000);
      await holding;
    } finally {
      await single.close();
    }
  });

  it('refuses a request at once while a full queue already waits for a connection', async () => {
    const single = await openDatabase({ url, poolSize: 1 });
    try {
      const holding = single.db.execute(sql`select pg_sleep(2.5)`).then(() => undefined);
      const queued = Array.from({ length: POOL_QUEUE_PER_CONNECTION }, () =>
        single.db.execute(sql`select 1`).then(
          () => 'answered',
          (error: unknown) => (isDatabaseUnavailable(error) ? 'refused' : error),
        ),
      );
      const started = performance.now();
      const refused = await single.db.execute(sql`select 1`).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(refused)).toBe(true);
      expect(performance.now() - started).toBeLessThan(100);
      // The queue itself is refused after its bounded wait, as the connection is still held.
      expect(new Set(await Promise.all(queued))).toEqual(new Set(['refused']));
      await holding;
    } finally {
      await single.close();
    }
  });
});
