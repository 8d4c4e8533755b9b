import { and, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import {
  afterRow,
  type ListOrder,
  ordering,
  pageAndTotal,
  sortColumn,
  type TableQuery,
} from '../db/table-query';

/** A table whose rows are stamped with when they were made. */
type StampedTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/**
 * Reads of a table shown newest first, rows of one instant newest id first (the audit log, the
 * points ledger, a learner's notes): a page of the rows a filter finds with how many it finds,
 * and an export's batch after the row `afterId` (keyset paging, in the same order). `select` is
 * the read up to its table (`db.select(…).from(table).$dynamic()`).
 */
export function newestFirst(db: Database, table: StampedTable) {
  const order = [desc(table.createdAt), desc(table.id)];
  return {
    page<Select extends PgSelect>(
      select: Select,
      where: SQL | undefined,
      page: Pick<TableQuery, 'offset' | 'limit'>,
    ) {
      return pageAndTotal(select.where(where), order, page, db.$count(table, where));
    },

    async batch<Select extends PgSelect>(
      select: Select,
      where: SQL | undefined,
      afterId: number | undefined,
      limit: number,
    ): Promise<Awaited<Select>> {
      const rows = await select
        .where(and(where, afterRow(table.createdAt, table.id, afterId, 'desc')))
        .orderBy(...order)
        .limit(limit);
      return rows as Awaited<Select>;
    },
  };
}

/**
 * An admin list in the order its query asks for (an allow-listed column, unknown names falling
 * back to `fallback`, then the id): the order of its page, and an export's batch after the row
 * `afterId` in that same order (keyset paging). Every sortable column must belong to the id's table.
 */
export function sortedBy(sortable: Record<string, PgColumn>, fallback: PgColumn, id: PgColumn) {
  const order = (query: ListOrder) => ordering(sortable, fallback, query, id);
  return {
    order,

    async batch<Select extends PgSelect>(
      select: Select,
      where: SQL | undefined,
      query: ListOrder,
      afterId: number | undefined,
      limit: number,
    ): Promise<Awaited<Select>> {
      const sort = sortColumn(sortable, fallback, query);
      const rows = await select
        .where(and(where, afterRow(sort, id, afterId, query.order)))
        .orderBy(...order(query))
        .limit(limit);
      return rows as Awaited<Select>;
    },
  };
}
