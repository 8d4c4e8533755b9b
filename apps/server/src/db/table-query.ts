import { asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { likePattern } from './search';

/** An admin table's page request as a repository takes it. */
export interface TableQuery {
  offset: number;
  limit: number;
  search?: string | undefined;
  sort?: string | undefined;
  order: 'asc' | 'desc';
}

/** Matches a search term against any of the columns, case-insensitively (`%`, `_` literal). */
export function searching(
  columns: (PgColumn | SQL | SQL.Aliased)[],
  search: string | undefined,
): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * Orders by an allow-listed column (unknown names fall back to the default), newest last
 * tie-break. Only the list's own keys count: `__proto__` or `constructor` must not reach the
 * object's prototype.
 */
export function ordering(
  sortable: Record<string, PgColumn | SQL>,
  fallback: PgColumn | SQL,
  query: TableQuery,
  id: PgColumn,
): SQL[] {
  const column =
    query.sort !== undefined && Object.hasOwn(sortable, query.sort)
      ? (sortable[query.sort] ?? fallback)
      : fallback;
  const direction = query.order === 'asc' ? asc : desc;
  return [direction(column), direction(id)];
}

type TableWithId = PgTable & { id: PgColumn };

/**
 * List / find / insert / update / delete of a table that needs nothing joined (banners,
 * activities): the SQL the admin resource of such a table runs, written once.
 */
export function simpleTableStore<Table extends TableWithId>(
  db: Database,
  table: Table,
  options: {
    search: PgColumn[];
    sortable: Record<string, PgColumn>;
    defaultOrder: PgColumn;
    defaultDirection?: 'asc' | 'desc';
  },
) {
  type Row = Table['$inferSelect'];
  type Values = Table['$inferInsert'];
  return {
    async list(query: TableQuery) {
      const where = searching(options.search, query.search);
      const sortQuery = {
        ...query,
        order: query.sort ? query.order : (options.defaultDirection ?? query.order),
      };
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(table as PgTable)
          .where(where)
          .orderBy(...ordering(options.sortable, options.defaultOrder, sortQuery, table.id))
          .limit(query.limit)
          .offset(query.offset),
        db.$count(table, where),
      ]);
      return { rows: rows as Row[], total };
    },
    async find(id: number): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id));
      return row as Row | undefined;
    },
    async insert(values: Values): Promise<number | undefined> {
      const [row] = await db.insert(table).values(values).returning({ id: table.id });
      return row?.id as number | undefined;
    },
    async update(id: number, values: Values) {
      await db
        .update(table)
        .set(values as PgUpdateSetSource<Table>)
        .where(eq(table.id, id));
    },
    async remove(id: number) {
      await db.delete(table).where(eq(table.id, id));
    },
  };
}
