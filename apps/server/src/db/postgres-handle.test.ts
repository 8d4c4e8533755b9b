import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_PIPELINES, DEFAULT_POOL_SIZE } from '../config';
import { describeOnPostgres } from '../test/postgres-only';
import { createScratchDatabase, testDatabaseUrl } from '../test/test-database';
import {
  type Database,
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
    const other = postgres(migratedUrl, { max: 1 });
    try {
      await other`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
      const settled: string[] = [];
      const restart = migrated.migrate().then(() => settled.push('migrated'));
      await other`select pg_sleep(0.2)`;
      settled.push('lock still held');
      await restart;
      expect(settled).toEqual(['migrated', 'lock still held']);
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

  it('leaves a search by grams and a bulk insert unprepared, so each is planned for its values', async () => {
    const many = Array.from({ length: 40 }, (_, index) => index + 100);
    const prepared = await inTransaction(handle.db, async (tx) => {
      await tx.execute(sql`create or replace function search_term_grams(term text) returns text
        language sql immutable as 'select term'`);
      await tx.execute(sql`select id from scratch where name = search_term_grams(${'bond'})`);
      await tx.execute(
        sql`insert into scratch (id) values ${sql.join(
          many.map((id) => sql`(${id})`),
          sql`, `,
        )}`,
      );
      await tx.execute(sql`select id from scratch where id = ${1}`);
      return tx.execute<{ statement: string }>(sql`select statement from pg_prepared_statements`);
    });
    const statements = prepared.rows.map((row) => row.statement);
    expect(statements).toContain('select id from scratch where id = $1');
    expect(statements.some((text) => text.includes('search_term_grams'))).toBe(false);
    expect(statements.some((text) => text.startsWith('insert into scratch'))).toBe(false);
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

  /** How many backends answered `count` statements (or transactions) sent at once. */
  const backendsServing = async (
    count: number,
    send: () => Promise<{ rows: { pid: number }[] }>,
  ) => {
    const answers = await Promise.all(Array.from({ length: count }, send));
    return new Set(answers.map(({ rows }) => rows[0]?.pid)).size;
  };
  const whoAnswers = sql`select pg_backend_pid() as pid, pg_sleep(0.05)`;

  it('pipelines statements on its pipelines and runs transactions on no more than its pool size', async () => {
    const statement = (db: Database) => () => db.execute<{ pid: number }>(whoAnswers);
    const transaction = (db: Database) => () =>
      inTransaction(db, (tx) => tx.execute<{ pid: number }>(whoAnswers));
    expect(await backendsServing(12, statement(handle.db))).toBe(DEFAULT_PIPELINES);
    expect(await backendsServing(12, transaction(handle.db))).toBe(DEFAULT_POOL_SIZE);
    const other = await openDatabase({ url, poolSize: 2, pipelines: 3 });
    try {
      expect(await backendsServing(12, statement(other.db))).toBe(3);
      expect(await backendsServing(12, transaction(other.db))).toBe(2);
    } finally {
      await other.close();
    }
  });

  /** A transaction that holds `handle`'s only connection for `ms`, then says 'held'. */
  const holdTheConnection = (handle: DatabaseHandle, ms: number, settled: string[]) =>
    inTransaction(handle.db, (tx) => tx.execute(sql`select pg_sleep(${ms / 1000})`)).then(() =>
      settled.push('held'),
    );
  /** A transaction of one quick statement. */
  const quickTransaction = (handle: DatabaseHandle) =>
    inTransaction(handle.db, (tx) => tx.execute(sql`select 1`));

  it('answers statements while every connection for transactions is held', async () => {
    const single = await openDatabase({ url, poolSize: 1 });
    try {
      const settled: string[] = [];
      const holding = holdTheConnection(single, POOL_WAIT_MS * 2, settled);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await single.db.execute(sql`select 1`).then(() => settled.push('answered'));
      await holding;
      expect(settled).toEqual(['answered', 'held']);
    } finally {
      await single.close();
    }
  });

  it('sends statements on a busy connection without waiting for the one it runs', async () => {
    const single = await openDatabase({ url, poolSize: 1 });
    try {
      const settled: string[] = [];
      // A statement's first run on a connection asks for its parameters' types first, and the
      // connection takes nothing else meanwhile: this one is prepared beforehand.
      await single.db.execute(sql`select pg_sleep(${0})`);
      const slow = single.db
        .execute(sql`select pg_sleep(${(POOL_WAIT_MS * 2) / 1000})`)
        .then(() => settled.push('slow'));
      const quick = single.db.execute(sql`select 1`).then(() => settled.push('quick'));
      await Promise.all([slow, quick]);
      // Pipelined behind the slow one on the same connection: answered after it, never refused.
      expect(settled).toEqual(['slow', 'quick']);
    } finally {
      await single.close();
    }
  });

  it('tells a waiting transaction no connection was free in time while another still holds it', async () => {
    const single = await openDatabase({ url, poolSize: 1 });
    try {
      const settled: string[] = [];
      const holding = holdTheConnection(single, POOL_WAIT_MS * 4, settled);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const waiting = quickTransaction(single).then(
        () => settled.push('answered'),
        (error: unknown) => settled.push(isDatabaseUnavailable(error) ? 'refused' : String(error)),
      );
      await Promise.all([holding, waiting]);
      expect(settled).toEqual(['refused', 'held']);
      // The connection came back to the pool once the transaction ended.
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
      const holding = holdTheConnection(single, POOL_WAIT_MS / 10, settled);
      await new Promise((resolve) => setTimeout(resolve, 10));
      const waiting = quickTransaction(single)
        .then(() => settled.push('answered'))
        .catch((error: unknown) => settled.push(String(error)));
      await Promise.all([holding, waiting]);
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
      const holding = holdTheConnection(single, POOL_WAIT_MS * 4, settled);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const queued = Array.from({ length: POOL_QUEUE_PER_CONNECTION }, () =>
        quickTransaction(single).then(() => settled.push('queued answered'), outcome('queued')),
      );
      const newcomer = quickTransaction(single).then(
        () => settled.push('newcomer answered'),
        outcome('newcomer'),
      );
      await Promise.all([holding, newcomer, ...queued]);
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
