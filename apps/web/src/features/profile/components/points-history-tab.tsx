import type { PointsEntry } from '@academy/contracts/points';
import { useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { HISTORY_PAGE_SIZE, usePointsHistory } from '../api/profile';

/** The learner's ledger: what earned and what spent points, newest first. */
export function PointsHistoryTab() {
  const { t, locale } = useTranslation('profile');
  const [page, setPage] = useState(1);
  const history = usePointsHistory(page, true);
  const columns: TableColumn<PointsEntry>[] = [
    {
      id: 'date',
      header: t('date'),
      cell: (entry) => formatDateTime(entry.created_at, locale),
      className: 'hidden sm:table-cell',
      cellClassName: 'whitespace-nowrap text-muted',
    },
    {
      id: 'description',
      header: t('description'),
      cell: (entry) => (
        <>
          {localized(entry, 'description', locale)}
          {/* On a phone the date sits under the description, so the ± column stays in view. */}
          <span className="block text-xs text-muted sm:hidden">
            {formatDateTime(entry.created_at, locale)}
          </span>
        </>
      ),
    },
    {
      id: 'points',
      header: t('pointsColumn'),
      cell: (entry) =>
        `${entry.points > 0 ? '+' : '−'}${formatNumber(Math.abs(entry.points), locale)}`,
      className: 'text-right',
      cellClassName: (entry) =>
        `whitespace-nowrap align-top font-semibold tabular-nums ${entry.points > 0 ? 'text-emerald-800' : 'text-red-700'}`,
    },
  ];
  if (history.isPending) return <LoadingState />;
  if (history.isError)
    return <ErrorState message={t('historyError')} onRetry={() => void history.refetch()} />;
  if (history.data.list.length === 0) return <EmptyState message={t('historyEmpty')} />;
  return (
    <>
      <DataTable columns={columns} rows={history.data.list} rowKey={(entry) => entry.point_id} />
      <Pagination
        page={page}
        totalPages={Math.ceil(history.data.count / HISTORY_PAGE_SIZE)}
        onChange={setPage}
      />
    </>
  );
}
