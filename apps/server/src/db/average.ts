import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** round(sum / count, 1), or null when nothing was counted; both are trigger-kept counters. */
export function averageOf(sum: SQL | AnyColumn, count: SQL | AnyColumn) {
  return sql<
    number | null
  >`case when ${count} = 0 then null else round(${sum}::numeric / ${count}, 1) end`.mapWith(
    (value: string | null) => (value === null ? null : Number(value)),
  );
}
