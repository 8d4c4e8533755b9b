import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
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

/** The order of a table's rows, which its page and its export share. */
export type ListOrder = Pick<TableQuery, 'sort' | 'order'>;

/**
 * Matches a search term against any of the columns, case-insensitively (`%`, `_` literal). Given
 * `runs`, the stored grams of those columns (a `text[]` with a GIN index, decision 0038), the
 * index narrows to the rows holding every gram of the term and ILIKE judges them.
 */
export function searching(
  columns: (PgColumn | SQL | SQL.Aliased)[],
  search: string | undefined,
  runs?: SQL,
): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  const matches = or(...columns.map((column) => ilike(column, pattern)));
  return runs ? and(sql`${runs} @> search_term_grams(${search})`, matches) : matches;
}

/**
 * Orders by an allow-listed column (unknown names fall back to the default), newest last
 * tie-break. Only the list's own keys count: `__proto__` or `constructor` must not reach the
 * object's prototype.
 */
export function ordering(
  sortable: Record<string, PgColumn | SQL>,
  fallback: PgColumn | SQL,
  query: ListOrder,
  id: PgColumn,
): SQL[] {
  const column = sortColumn(sortable, fallback, query);
  const direction = query.order === 'asc' ? asc : desc;
  return [direction(column), direction(id)];
}

/** The rows of page `page` (from 1) of `size` rows each. */
export function pageWindow(page: number, size: number): Pick<TableQuery, 'offset' | 'limit'> {
  return { offset: (page - 1) * size, limit: size };
}

/**
 * One page of a list in the given order, and how many rows the whole list holds, read side by
 * side. `select` is the list's statement up to its filter (`….where(where).$dynamic()`).
 */
export async function pageAndTotal<Select extends PgSelect>(
  select: Select,
  order: SQL[],
  page: Pick<TableQuery, 'offset' | 'limit'>,
  total: PromiseLike<number>,
): Promise<{ rows: Awaited<Select>; total: number }> {
  const [rows, count] = await Promise.all([
    select
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    total,
  ]);
  return { rows: rows as Awaited<Select>, total: count };
}

/**
 * A page read as cards that each carry the list's total beside them, so the page is one round
 * trip: the cards, and the total, which `count` answers when the page is empty and no row can
 * carry it.
 */
export async function cardsAndTotal<Card>(
  page: PromiseLike<{ card: Card; total: number }[]>,
  count: () => PromiseLike<{ total: number }[]>,
): Promise<{ rows: Card[]; total: number }> {
  const rows = await page;
  const total = rows[0]?.total ?? (await count())[0]?.total ?? 0;
  return { rows: rows.map(({ card }) => card), total };
}

/** Up to how many matches of a search are counted one by one. */
export const EXACT_TOTAL_LIMIT = 1000;

/** How the planner means to read the rows of `table` that `where` picks, and how many it expects. */
async function plannedRead(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
): Promise<{ rows: number; isRowByRow: boolean }> {
  const explained = await db.execute<{ 'QUERY PLAN': unknown }>(
    sql`explain (format json) ${db.select({ one: sql`1` }).from(table).where(where)}`,
  );
  const plan = explained.rows[0]?.['QUERY PLAN'];
  const [{ Plan }] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [
    { Plan: { 'Node Type': string; 'Plan Rows': number } },
  ];
  return { rows: Math.round(Plan['Plan Rows']), isRowByRow: Plan['Node Type'] === 'Seq Scan' };
}

/**
 * How many rows of `table` match a search: counted exactly up to EXACT_TOTAL_LIMIT, and beyond
 * it the planner's estimate, which is all a pager needs (decision 0038). A term found in most
 * rows (a mail domain) would otherwise check every row on every page; the count stops at the
 * limit, and the estimate comes from the table's statistics without reading a row.
 * `judged` picks the same rows as `where` without its index's pre-filter (ILIKE alone, where
 * `where` puts the stored grams in front): when the planner reads the table row by row anyway,
 * as it does for a term in most rows, testing each row's grams would triple the count's cost.
 */
export async function boundedTotal(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  judged: SQL | undefined = where,
): Promise<number> {
  const planned = await plannedRead(db, table, where);
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(planned.isRowByRow ? judged : where);
  const [counted] = await db
    .select({ total: count() })
    .from(matching.limit(EXACT_TOTAL_LIMIT + 1).as('matching'));
  const total = counted?.total ?? 0;
  return total <= EXACT_TOTAL_LIMIT ? total : Math.max(total, planned.rows);
}

/** The allow-listed column a query sorts by, or the fallback (own keys only, as above). */
export function sortColumn<Column extends PgColumn | SQL>(
  sortable: Record<string, Column>,
  fallback: Column,
  query: Pick<TableQuery, 'sort'>,
): Column {
  return query.sort !== undefined && Object.hasOwn(sortable, query.sort)
    ? (sortable[query.sort] ?? fallback)
    : fallback;
}

/** How many rows an export reads per statement: one batch is all it holds in memory. */
export const EXPORT_BATCH_SIZE = 1000;
/**
 * The first batch of an export is short: nothing is sent before it is read (so a failing read
 * still answers with an error), and a short read starts the download at once however large the
 * table is (decision 0038).
 */
export const FIRST_BATCH_SIZE = 50;

/**
 * Keyset paging in the order `ordering` gives: the rows after the row `afterId`. That row's sort
 * value is read back in SQL, not sent from JS, where a timestamp would lose its microseconds and
 * rows would be skipped or repeated. The sort column must belong to the id's table.
 */
export function afterRow(
  sort: PgColumn,
  id: PgColumn,
  afterId: number | undefined,
  order: TableQuery['order'],
): SQL | undefined {
  if (afterId === undefined) return undefined;
  const comparison = order === 'asc' ? sql.raw('>') : sql.raw('<');
  return sql`(${sort}, ${id}) ${comparison} (select ${sort}, ${id} from ${sort.table} where ${id} = ${afterId})`;
}

/**
 * Every row a keyset read finds, batch by batch: `read(afterId, limit)` answers the batch after
 * the row with that id (the first batch for undefined), `FIRST_BATCH_SIZE` rows first and `size`
 * after. Stops after a short batch.
 */
export async function* keysetBatches<Row>(
  read: (afterId: number | undefined, limit: number) => Promise<Row[]>,
  idOf: (row: Row) => number,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let afterId: number | undefined;
  let limit = Math.min(FIRST_BATCH_SIZE, size);
  for (;;) {
    const rows = await read(afterId, limit);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < limit || last === undefined) return;
    afterId = idOf(last);
    limit = size;
  }
}

type TableWithId = PgTable & { id: PgColumn };

/**
 * List / find / insert / update / delete of one admin table: the SQL every admin resource runs,
 * written once. `select` reads the table's rows with whatever the admin sees beside them (an
 * email, a count), as a dynamic statement (`db.select(…).from(table).$dynamic()`).
 */
export function tableStore<Table extends TableWithId, Select extends PgSelect>(
  db: Database,
  table: Table,
  options: {
    select(): Select;
    search: PgColumn[];
    /** The stored grams of the searched columns, when the table keeps them. */
    searchRuns?: SQL;
    sortable: Record<string, PgColumn | SQL>;
    defaultOrder: PgColumn;
    defaultDirection?: 'asc' | 'desc';
  },
) {
  type Row = Awaited<Select>[number];
  type Values = Table['$inferInsert'];
  const isStamped = 'updatedAt' in table;
  return {
    list(query: TableQuery) {
      const where = searching(options.search, query.search, options.searchRuns);
      const order = query.sort ? query.order : (options.defaultDirection ?? query.order);
      return pageAndTotal(
        options.select().where(where),
        ordering(options.sortable, options.defaultOrder, { ...query, order }, table.id),
        query,
        db.$count(table, where),
      ) as Promise<{ rows: Row[]; total: number }>;
    },
    async find(id: number): Promise<Row | undefined> {
      const [row] = (await options.select().where(eq(table.id, id))) as Row[];
      return row;
    },
    async insert(values: Values): Promise<number | undefined> {
      const [row] = await db.insert(table).values(values).returning({ id: table.id });
      return row?.id as number | undefined;
    },
    async update(id: number, values: Values) {
      await db
        .update(table)
        .set(
          (isStamped ? { ...values, updatedAt: new Date() } : values) as PgUpdateSetSource<Table>,
        )
        .where(eq(table.id, id));
    },
    async remove(id: number) {
      await db.delete(table).where(eq(table.id, id));
    },
  };
}
