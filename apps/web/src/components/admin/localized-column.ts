import type { Locale } from '@academy/contracts/rules';
import type { ColumnType } from 'antd/es/table';
import { localized } from '../../lib/localized';

/**
 * A column of a text written in both languages (`title` and `title_zh`), shown in the admin's
 * language; sortable by its key where the table's server sorts by it.
 */
export function localizedColumn<
  K extends string,
  T extends { [key in K]: string } & { [key in `${K}_zh`]?: string | null },
>(field: K, title: string, locale: Locale, { isSortable = false } = {}): ColumnType<T> {
  return {
    key: field,
    dataIndex: field,
    title,
    ...(isSortable && { sorter: true }),
    render: (_, record) => localized<K>(record, field, locale),
  };
}
