import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { nameStatements } from './named-statements';

/** A pool that records the statements it is handed. */
function recordingPool() {
  const handed: { name?: string; text: string }[] = [];
  const pool = {
    query: async (config: { name?: string; text: string }) => {
      handed.push(config);
      return { rows: [] };
    },
    on: () => pool,
  };
  nameStatements(pool as unknown as pg.Pool);
  const query = pool.query as unknown as (config: object, values?: unknown[]) => Promise<unknown>;
  return { handed, query };
}

describe('statements kept prepared', () => {
  it('names a statement with parameters after its text, the same name each time', async () => {
    const { handed, query } = recordingPool();
    const text = 'select * from courses where id = $1';

    await query({ text }, [1]);
    await query({ text }, [2]);
    await query({ text: 'select 1' }, []);

    expect(handed[0]?.name).toMatch(/^s0_[0-9a-f]{20}$/);
    expect(handed[1]?.name).toBe(handed[0]?.name);
    expect(handed[2]?.name).toBeUndefined();
  });

  it('leaves a search by grams unnamed, so PostgreSQL plans it for its term', async () => {
    const { handed, query } = recordingPool();

    await query({ text: 'select id from courses where search_runs @> search_term_grams($1)' }, [
      'bond',
    ]);

    expect(handed[0]?.name).toBeUndefined();
  });
});
