import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { temporaryDirectory } from '../test/test-app';
import { openDatabase } from './database';

describe('the embedded database', () => {
  it('brings its planner statistics up to date when asked, as autovacuum would', async () => {
    const handle = await openDatabase({ dataDir: path.join(temporaryDirectory(), 'pg') });
    try {
      await handle.migrate();
      await handle.db.execute(
        sql`insert into courses (title) select 'Course ' || n from generate_series(1, 300) as n`,
      );
      const estimate = async () =>
        (
          await handle.db.execute<{ rows: number }>(
            sql`select reltuples::int as rows from pg_class where relname = 'courses'`,
          )
        ).rows[0]?.rows;

      // Never analyzed: the planner does not know the table holds anything.
      expect(await estimate()).toBeLessThan(300);
      await handle.refreshStatistics();
      expect(await estimate()).toBe(300);
    } finally {
      await handle.close();
    }
  });
});
