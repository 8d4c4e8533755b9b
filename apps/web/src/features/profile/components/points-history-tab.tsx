import { useState } from 'react';
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
  if (history.isPending) return <LoadingState />;
  if (history.isError)
    return <ErrorState message={t('historyError')} onRetry={() => void history.refetch()} />;
  if (history.data.list.length === 0) return <EmptyState message={t('historyEmpty')} />;
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-muted">
            <tr>
              <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">
                {t('date')}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('description')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('pointsColumn')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {history.data.list.map((entry) => (
              <tr key={entry.point_id}>
                <td className="hidden whitespace-nowrap py-2 pr-4 text-muted sm:table-cell">
                  {formatDateTime(entry.created_at, locale)}
                </td>
                <td className="py-2 pr-4">
                  {localized(entry, 'description', locale)}
                  {/* On a phone the date sits under the description, so the ± column stays in view. */}
                  <span className="block text-xs text-muted sm:hidden">
                    {formatDateTime(entry.created_at, locale)}
                  </span>
                </td>
                <td
                  className={`whitespace-nowrap py-2 text-right align-top font-semibold tabular-nums ${entry.points > 0 ? 'text-emerald-800' : 'text-red-700'}`}
                >
                  {entry.points > 0 ? '+' : '−'}
                  {formatNumber(Math.abs(entry.points), locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={page}
        totalPages={Math.ceil(history.data.count / HISTORY_PAGE_SIZE)}
        onChange={setPage}
      />
    </>
  );
}
