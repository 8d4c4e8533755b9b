import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnPostgres } from '../test/postgres-only';
import { createScratchDatabase } from '../test/test-database';
import { isDatabaseUnavailable } from './database-errors';
import { openPipelines, type Pipelines, type SendStatement } from './pipelines';

const pidOf = async (answer: Promise<pg.QueryResult>) => (await answer).rows[0]?.pid as number;

describeOnPostgres('statements pipelined on connections of their own', () => {
  let url: string;
  let admin: pg.Pool;
  const opened: Pipelines[] = [];
  /** Statements the overflow was handed, answered on a pool of its own. */
  const overflowed: string[] = [];
  const overflow: SendStatement = (config, values) => {
    overflowed.push(config.text);
    return admin.query(config, values);
  };
  const open = (count: number, waitMs = 10_000, depth?: number) => {
    const pipelines = openPipelines(
      { connectionString: url, application_name: 'pipelined' },
      { count, waitMs, overflow, ...(depth ? { depth } : {}) },
    );
    opened.push(pipelines);
    return pipelines;
  };
  const backend = (pipelines: Pipelines) =>
    pidOf(pipelines.query({ text: 'select pg_backend_pid() as pid' }));
  const sleep = (pipelines: Pipelines, seconds: number) =>
    pipelines.query({ text: 'select pg_sleep($1) as slept' }, [seconds]);

  beforeAll(async () => {
    url = await createScratchDatabase('pipelines');
    admin = new pg.Pool({ connectionString: url, max: 2 });
    await admin.query('create table marks (id int primary key)');
  });
  afterAll(async () => {
    await Promise.all(opened.map((pipelines) => pipelines.end()));
    await admin.end();
  });

  it('answers each of many statements sent at once with its own rows, a failing one alone', async () => {
    const pipelines = open(1);
    const answers = await Promise.allSettled(
      Array.from({ length: 200 }, (_, index) =>
        pipelines.query({ text: 'select 10 / $1::int as n', name: 'tenth' }, [index % 50]),
      ),
    );
    answers.forEach((answer, index) => {
      if (index % 50 === 0) {
        expect(answer.status).toBe('rejected');
        expect((answer as PromiseRejectedResult).reason.code).toBe('22012');
      } else {
        expect(answer).toEqual({
          status: 'fulfilled',
          value: expect.objectContaining({ rows: [{ n: Math.trunc(10 / (index % 50)) }] }),
        });
      }
    });
    expect(overflowed).toEqual([]);
  });

  it('sends what comes after a slow statement to another connection, or to the overflow', async () => {
    const one = open(1, 100);
    const two = open(2, 100);
    const firstBackend = await backend(one);
    const slow = sleep(one, 0.6);
    const slowOnTwo = sleep(two, 0.6);
    await new Promise((resolve) => setTimeout(resolve, 200));
    overflowed.length = 0;
    // The single connection has made its statements wait past the bound: the overflow answers.
    const settled: string[] = [];
    const elsewhere = backend(one).then((pid) => {
      settled.push('answered elsewhere');
      return pid;
    });
    const other = backend(two).then(() => settled.push('answered on the other connection'));
    await Promise.all([
      slow.then(() => settled.push('slow')),
      slowOnTwo.then(() => settled.push('slow on two')),
      elsewhere,
      other,
    ]);
    expect(settled.slice(0, 2).sort()).toEqual([
      'answered elsewhere',
      'answered on the other connection',
    ]);
    expect(overflowed).toEqual(['select pg_backend_pid() as pid']);
    expect(await elsewhere).not.toBe(firstBackend);
    // Answered again, the connection takes statements again.
    overflowed.length = 0;
    expect(await backend(one)).toBe(firstBackend);
    expect(overflowed).toEqual([]);
  });

  it('awaits what was sent before the bound passed, a write included', async () => {
    const one = open(1, 50);
    const slow = sleep(one, 0.3);
    const write = one.query({ text: 'insert into marks values ($1) returning id' }, [1]);
    await Promise.all([slow, write]);
    expect((await write).rows).toEqual([{ id: 1 }]);
  });

  it('hands the overflow what comes past its depth', async () => {
    const shallow = open(1, 10_000, 3);
    overflowed.length = 0;
    const answers = await Promise.all([
      sleep(shallow, 0.05),
      sleep(shallow, 0.05),
      sleep(shallow, 0.05),
      backend(shallow),
    ]);
    expect(answers).toHaveLength(4);
    expect(overflowed).toEqual(['select pg_backend_pid() as pid']);
  });

  it('fails the statements of a connection whose backend was killed, and opens it again', async () => {
    const pipelines = open(1);
    const killed = await backend(pipelines);
    const waiting = sleep(pipelines, 5).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await admin.query('select pg_terminate_backend($1)', [killed]);
    expect(isDatabaseUnavailable(await waiting)).toBe(true);
    const next = await backend(pipelines);
    expect(next).not.toBe(killed);
  });

  it('settles every statement, each with its own answer, while its backends are killed again and again', async () => {
    const pipelines = open(2);
    const until = Date.now() + 2_000;
    let answered = 0;
    let unavailable = 0;
    const wrong: unknown[] = [];
    const worker = async (id: number) => {
      while (Date.now() < until) {
        try {
          const { rows } = await pipelines.query({ text: 'select $1::int as n', name: 'echo' }, [
            id,
          ]);
          if (rows[0]?.n === id) answered += 1;
          else wrong.push(rows);
        } catch (error) {
          if (isDatabaseUnavailable(error)) unavailable += 1;
          else wrong.push(error);
        }
      }
    };
    const killing = (async () => {
      let kills = 0;
      while (Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const { rowCount } = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and application_name = 'pipelined'`,
        );
        kills += rowCount ?? 0;
      }
      return kills;
    })();
    await Promise.all(Array.from({ length: 50 }, (_, id) => worker(id)));
    expect(await killing).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
    expect(unavailable).toBeGreaterThan(0);
    expect(answered).toBeGreaterThan(unavailable);
    // The last kill may still be on its way to the client: the storm over, statements answer.
    await expect
      .poll(() =>
        backend(pipelines).then(
          () => 'answered',
          (error: unknown) => error,
        ),
      )
      .toBe('answered');
  });

  it('refuses statements once ended, and leaves no connection open', async () => {
    const pipelines = open(2);
    const pids = await Promise.all([backend(pipelines), backend(pipelines)]);
    await pipelines.end();
    await expect(backend(pipelines)).rejects.toSatisfy(isDatabaseUnavailable);
    // A backend leaves pg_stat_activity a moment after its client said goodbye.
    await expect
      .poll(async () => {
        const { rows } = await admin.query(
          'select count(*)::int as count from pg_stat_activity where pid = any($1)',
          [pids],
        );
        return rows[0]?.count;
      })
      .toBe(0);
  });
});
