import { href } from '@academy/contracts/app-routes';
import type { RedemptionStatus } from '@academy/contracts/rewards';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { Badge, EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { useRedemptions } from '../api/profile';

const statusTone: Record<RedemptionStatus, 'gold' | 'teal' | 'navy' | 'green' | 'red'> = {
  pending: 'gold',
  approved: 'teal',
  shipped: 'navy',
  completed: 'green',
  rejected: 'red',
};

/** The learner's redemptions with status, tracking number and any rejection note. */
export function RedemptionsTab() {
  const { t, locale } = useTranslation('profile');
  const [page, setPage] = useState(1);
  const redemptions = useRedemptions(page, true);
  if (redemptions.isPending) return <LoadingState />;
  if (redemptions.isError) {
    return (
      <ErrorState message={t('redemptionsError')} onRetry={() => void redemptions.refetch()} />
    );
  }
  const { redemptions: list, pagination } = redemptions.data;
  if (list.length === 0) {
    return (
      <EmptyState message={t('redemptionsEmpty')}>
        <Link to={href('rewards')} className="font-semibold text-teal-700 hover:underline">
          {t('browseRewards')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="space-y-3">
        {list.map((item) => (
          <li
            key={item.redemption_id}
            className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 p-4"
          >
            <div className="space-y-1">
              <p className="font-semibold text-navy-900">
                {localized(
                  { title: item.reward_title, title_zh: item.reward_title_zh },
                  'title',
                  locale,
                )}
              </p>
              <p className="text-sm text-muted">
                {formatDateTime(item.redemption_date, locale)} ·{' '}
                {t('common:points', { count: item.points_spent })}
                {item.recipient_name && ` · ${item.recipient_name}`}
              </p>
              {item.tracking_number && (
                <p className="text-sm">{t('tracking', { number: item.tracking_number })}</p>
              )}
              {item.admin_note && (
                <p className="text-sm text-red-700">{t('note', { note: item.admin_note })}</p>
              )}
            </div>
            <Badge tone={statusTone[item.status]}>{t(`status.${item.status}`)}</Badge>
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={pagination.total_pages} onChange={setPage} />
    </>
  );
}
