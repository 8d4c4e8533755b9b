import type { Key, ReactNode } from 'react';

/** One column of a table: its heading and what each row shows in it. */
export interface TableColumn<Row> {
  /** A stable name for the column, for React (the heading may be a translated text). */
  id: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
  /** Classes for the heading and every cell alike (`text-right`, hidden on phones). */
  className?: string;
  /** Classes for the cells only; a function where they follow the row (a sign's colour). */
  cellClassName?: string | ((row: Row) => string);
}

/**
 * A heading's or cell's classes: the table's own, then its column's. Every column but the last
 * keeps a gap to its right, so the table's edges line up with the text around it.
 */
function classesOf(isLast: boolean, ...parts: (string | undefined)[]): string {
  return ['py-2', isLast ? '' : 'pr-3', ...parts].filter(Boolean).join(' ');
}

function cellClassesOf<Row>(column: TableColumn<Row>, row: Row): string | undefined {
  const { cellClassName } = column;
  return typeof cellClassName === 'function' ? cellClassName(row) : cellClassName;
}

/**
 * The one simple data table: a heading row and a row per item, in a box that scrolls sideways
 * on its own when a phone is narrower than the table, so the page around it never does.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
}: {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row, index: number): Key;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-muted">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.id}
                scope="col"
                className={classesOf(index === columns.length - 1, 'font-medium', column.className)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowKey(row, rowIndex)} className="border-t border-slate-100">
              {columns.map((column, index) => (
                <td
                  key={column.id}
                  className={classesOf(
                    index === columns.length - 1,
                    column.className,
                    cellClassesOf(column, row),
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
