import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_PIPELINES, DEFAULT_POOL_SIZE } from '../config';
import { describeOnPostgres } from '../test/postgres-only';
import { createScratchDatabase, testDatabaseUrl } from '../test/test-database';
import {
  type DatabaseHandle,
  MIGRATION_LOCK_KEY,
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

  it('finds a migrated database up to date on a restart without waiting for the migration lock', async () => {
    const migratedUrl = await testDatabaseUrl();
    if (!migratedUrl) throw new Error('PostgreSQL expected');
    const migrated = await openDatabase({ url: migratedUrl });
    // Another instance holds the lock (advisory locks are per database), as one migrating would.
    const other = new pg.Client({ connectionString: migratedUrl });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      // The lock is held until the test ends: a restart that waited for it would never finish.
      await expect(migrated.migrate()).resolves.toBeUndefined();
    } finally {
      await other.end();
      await migrated.close();
    }
  });

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

  it('sends the statements of many requests on its pipelined connections', async () => {
    const backendsServing = async (database: DatabaseHandle['db']) => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          database.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`),
        ),
      );
      return new Set(answers.map(({ rows }) => rows[0]?.pid)).size;
    };
    expect(await backendsServing(handle.db)).toBe(DEFAULT_PIPELINES);
    const wider = await openDatabase({ url, pipelines: 3 });
    try {
      expect(await backendsServing(wider.db)).toBe(3);
    } finally {
      await wider.close();
    }
  });

  /** Transactions that each hold their connection for `seconds`, started at once. */
  const holdingTransactions = (database: DatabaseHandle['db'], count: number, seconds: number) =>
    Array.from({ length: count }, () =>
      inTransaction(database, (tx) =>
        tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid, pg_sleep(${seconds})`),
      ),
    );

  it('runs transactions at once on no more connections than its pool size', async () => {
    const backends = async (database: DatabaseHandle['db']) => {
      const answers = await Promise.all(holdingTransactions(database, 12, 0.05));
      return new Set(answers.map(({ rows }) => rows[0]?.pid)).size;
    };
    expect(await backends(handle.db)).toBe(DEFAULT_POOL_SIZE);
    const small = await openDatabase({ url, poolSize: 2 });
    try {
      expect(await backends(small.db)).toBe(2);
    } finally {
      await small.close();
    }
  });

  it('tells a waiting transaction no connection was free in time while the one it waits for is still busy', async () => {
    const single = await openDatabase({ url, poolSize: 1 });
    try {
      const settled: string[] = [];
      // It holds the only connection for four times the bounded wait.
      const [holding] = holdingTransactions(single.db, 1, (POOL_WAIT_MS * 4) / 1000);
      const waiting = inTransaction(single.db, (tx) => tx.execute(sql`select 1`)).then(
        () => settled.push('answered'),
        (error: unknown) => settled.push(isDatabaseUnavailable(error) ? 'refused' : String(error)),
      );
      await Promise.all([holding?.then(() => settled.push('held')), waiting]);
      expect(settled).toEqual(['refused', 'held']);
      // The connection it was refused came back later and went to the pool, not astray.
      const after = await inTransaction(single.db, (tx) => tx.execute(sql`select 1 as one`));
      expect(after.rows).toEqual([{ one: 1 }]);
    } finally {
      await single.close();
    }
  });

  it('hands a waiting transaction the connection freed within the bounded wait', async () => {
    const single = await openDatabase({ url, poolSize: 1 });
    try {
      const settled: string[] = [];
      const [holding] = holdingTransactions(single.db, 1, POOL_WAIT_MS / 10 / 1000);
      const waiting = inTransaction(single.db, (tx) => tx.execute(sql`select 1`))
        .then(() => settled.push('answered'))
        .catch((error: unknown) => settled.push(String(error)));
      await Promise.all([holding?.then(() => settled.push('held')), waiting]);
      expect(settled).toEqual(['held', 'answered']);
    } finally {
      await single.close();
    }
  });

  it('refuses a transaction at once while a full queue already waits for a connection', async () => {
    const single = await openDatabase({ url, poolSize: 1 });
    try {
      const settled: string[] = [];
      const outcome = (who: string) => (error: unknown) =>
        settled.push(isDatabaseUnavailable(error) ? `${who} refused` : String(error));
      const [holding] = holdingTransactions(single.db, 1, (POOL_WAIT_MS * 4) / 1000);
      const queued = Array.from({ length: POOL_QUEUE_PER_CONNECTION }, () =>
        inTransaction(single.db, (tx) => tx.execute(sql`select 1`)).then(
          () => settled.push('queued answered'),
          outcome('queued'),
        ),
      );
      const newcomer = inTransaction(single.db, (tx) => tx.execute(sql`select 1`)).then(
        () => settled.push('newcomer answered'),
        outcome('newcomer'),
      );
      await Promise.all([holding?.then(() => settled.push('held')), newcomer, ...queued]);
      // The newcomer first, before the queue's bounded wait ended; then the queue, refused
      // after it while the connection was still held.
      expect(settled).toEqual([
        'newcomer refused',
        ...Array.from({ length: POOL_QUEUE_PER_CONNECTION }, () => 'queued refused'),
        'held',
      ]);
    } finally {
      await single.close();
    }
  });
});
