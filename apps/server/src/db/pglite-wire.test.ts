import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWireClient, type WireClient } from './pglite-wire';

let pg: PGlite;
let wire: WireClient;

beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(`create table sample (
    id int primary key, name text not null, tags text[], data jsonb, ok boolean, at timestamptz)`);
  wire = createWireClient(pg);
});
afterAll(() => pg.close());

const query = (sql: string, params: unknown[], rawTypes: number[] = []) =>
  wire.query({ sql, params, rowMode: 'object', rawTypes });

describe('the wire client of the embedded database', () => {
  it("answers every type as PGlite's own query does", async () => {
    const row = [
      7,
      '学院 "quoted"',
      ['a', 'b'],
      { nested: [1, null] },
      true,
      '2026-11-26T01:02:03Z',
    ];
    await query(
      'insert into sample (id, name, tags, data, ok, at) values ($1, $2, $3, $4, $5, $6)',
      row,
    );
    const sql = 'select * from sample where id = $1';
    const viaWire = await query(sql, [7]);
    const viaPglite = await pg.query(sql, [7]);
    expect(viaWire.rows).toEqual(viaPglite.rows);
    expect(viaWire.fields).toEqual(viaPglite.fields);
    // Types asked for as text (Drizzle's dates) come back as the text PostgreSQL sent.
    const [raw] = (await query('select at from sample where id = $1', [7], [1184])).rows;
    expect(raw).toEqual({ at: '2026-11-26 01:02:03+00' });
  });

  it('refuses with the error PostgreSQL gave, and goes on answering', async () => {
    await query('insert into sample (id, name) values ($1, $2)', [1, 'first']);
    await expect(
      query('insert into sample (id, name) values ($1, $2)', [1, 'again']),
    ).rejects.toMatchObject({
      code: '23505',
      constraint: 'sample_pkey',
    });
    expect((await query('select name from sample where id = $1', [1])).rows).toEqual([
      { name: 'first' },
    ]);
  });

  it('keeps nothing of an answer once it is read', async () => {
    // PGlite's raw protocol call keeps every answer in a list of its own: 20,000 statements
    // grew the heap by about 13 MB that no collection gave back.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const heapAfter = async (statements: number) => {
      for (let index = 0; index < statements; index += 1) {
        await query('select name from sample where id = $1', [1]);
      }
      collect();
      return process.memoryUsage().heapUsed;
    };
    const before = await heapAfter(2_000);
    const after = await heapAfter(20_000);
    expect(after - before).toBeLessThan(4 * 1024 * 1024);
  });
});
