import type { Locale } from '@academy/contracts/rules';
import type { ColumnType } from 'antd/es/table';
import { formatDate, formatDateTime } from '../../lib/format';

/**
 * A column of an instant, shown as a date and time (or the date only) in the admin's language;
 * sortable where a `sortKey` names the server's sort column, which may be spelt apart from the
 * response field (`created_at` sorts `createdAt`).
 */
export function dateColumn<K extends string, T extends { [key in K]: string }>(
  field: K,
  title: string,
  locale: Locale,
  { sortKey, hasTime = true }: { sortKey?: string; hasTime?: boolean } = {},
): ColumnType<T> {
  const format = hasTime ? formatDateTime : formatDate;
  return {
    key: sortKey ?? field,
    dataIndex: field,
    title,
    ...(sortKey !== undefined && { sorter: true }),
    render: (_, record) => format(record[field], locale),
  };
}
