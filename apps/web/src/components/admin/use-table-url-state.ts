import { MAX_PAGE_SIZE } from '@academy/contracts/rules';
import type { TablePaginationConfig } from 'antd/es/table';
import type { SorterResult, SortOrder } from 'antd/es/table/interface';
import { useSearchParams } from 'react-router';
import type { TableParams } from '../../lib/admin-api';

const SORT = /^[a-z_]+$/;

/** What antd tells of a sorted column (any row type). */
type ColumnSort = Pick<SorterResult<unknown>, 'order' | 'columnKey' | 'field'>;

/** An admin table's state in the URL, and the ways to change it. */
export interface TableUrlState {
  params: TableParams;
  /** Writes changes to the URL (a new history entry); anything but paging goes to page 1. */
  update(changes: Partial<TableParams>): void;
  /** antd Table's `onChange`: paging, or a new sort (which starts at page 1). */
  handleTableChange(
    pagination: TablePaginationConfig,
    filters: unknown,
    sorter: ColumnSort | ColumnSort[],
  ): void;
  /** The sort arrow a column shows (antd's `sortOrder`), read from the URL. */
  sortOrder(key: string): SortOrder;
  /** antd Table's `onChange` and `pagination` for a list of `total` rows, from the URL. */
  tableProps(
    total: number,
    options?: { showSizeChanger?: boolean },
  ): {
    onChange: TableUrlState['handleTableChange'];
    pagination: TablePaginationConfig;
  };
}
const managed = ['page', 'page_size', 'search', 'sort', 'order'];

const positive = (value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const number = Number(value);
  return value && /^\d+$/.test(value) && number >= 1 && number <= max ? number : fallback;
};

/**
 * An admin table's page, page size, search, sort and filters, kept in the URL's search params
 * (as the public catalogue keeps its own), so back / forward, a reload or a shared link show the
 * same rows. `filters` names the table's own params (`status`, `user`). Any change other than
 * the page starts again at page 1; defaults are left out of the URL.
 */
export function useTableUrlState({
  pageSize = 10,
  filters = [],
}: {
  pageSize?: number;
  filters?: readonly string[];
} = {}): TableUrlState {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = searchParams.get('sort') ?? '';
  const order = searchParams.get('order');
  const params: TableParams = {
    page: positive(searchParams.get('page'), 1),
    page_size: positive(searchParams.get('page_size'), pageSize, MAX_PAGE_SIZE),
    search: searchParams.get('search') || undefined,
    sort: SORT.test(sort) ? sort : undefined,
    order: order === 'asc' || order === 'desc' ? order : undefined,
  };
  for (const name of filters) params[name] = searchParams.get(name) || undefined;

  function update(changes: Partial<TableParams>) {
    const isPaging = Object.keys(changes).every((key) => key === 'page' || key === 'page_size');
    const next: Partial<TableParams> = { ...params, ...(isPaging ? {} : { page: 1 }), ...changes };
    const query = new URLSearchParams(searchParams);
    for (const name of [...managed, ...filters]) query.delete(name);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    if (next.page_size && next.page_size !== pageSize)
      query.set('page_size', String(next.page_size));
    if (next.search) query.set('search', next.search);
    if (next.sort) {
      query.set('sort', next.sort);
      query.set('order', next.order ?? 'desc');
    }
    for (const name of filters) {
      const value = next[name];
      if (value !== undefined && value !== '') query.set(name, String(value));
    }
    setSearchParams(query);
  }

  const handleTableChange: TableUrlState['handleTableChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort = single?.order ? String(single.columnKey ?? single.field) : undefined;
    const order = single?.order === 'ascend' ? 'asc' : 'desc';
    const isNewSort = sort !== params.sort || (sort !== undefined && order !== params.order);
    if (isNewSort) update({ sort, order: sort ? order : undefined });
    else update({ page: pagination.current ?? 1, page_size: pagination.pageSize ?? pageSize });
  };

  return {
    params,
    update,
    handleTableChange,
    tableProps: (total, options) => ({
      onChange: handleTableChange,
      pagination: { current: params.page, pageSize: params.page_size, total, ...options },
    }),
    sortOrder(key) {
      if (params.sort !== key) return null;
      return params.order === 'asc' ? 'ascend' : 'descend';
    },
  };
}
