import type { ColumnType } from 'antd/es/table';
import type { TFunction } from '../../lib/i18n';

/** A column of a flag (`is_active`), shown as yes or no in the admin's language. */
export function yesNoColumn<K extends string, T extends { [key in K]: boolean }>(
  field: K,
  title: string,
  t: TFunction,
): ColumnType<T> {
  return {
    key: field,
    dataIndex: field,
    title,
    render: (_, record) => (record[field] ? t('form.yes') : t('form.no')),
  };
}
