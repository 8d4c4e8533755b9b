import type { LearnerSummary } from '@academy/contracts/points';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/**
 * The learner's figures at a glance. The balance shows the session's until the summary is in;
 * the other figures show an ellipsis meanwhile.
 */
export function SummaryTiles({
  summary,
  balance,
}: {
  summary: LearnerSummary | undefined;
  balance: number;
}) {
  const { t, locale } = useTranslation('profile');
  const tiles = [
    { key: 'balance', value: summary?.available_points ?? balance },
    { key: 'coursesCompleted', value: summary?.courses_completed },
    { key: 'coursesRedeemed', value: summary?.courses_redeemed },
    { key: 'daysActive', value: summary?.days_active },
  ];
  return (
    <dl className="mb-10 grid grid-cols-2 gap-4 md:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.key} className="rounded-2xl bg-surface p-5">
          <dt className="text-sm text-muted">{t(`tiles.${tile.key}`)}</dt>
          <dd className="mt-1 text-2xl font-bold text-navy-900 tabular-nums">
            {tile.value === undefined ? '…' : formatNumber(tile.value, locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
