import type { Reward } from '@academy/contracts/rewards';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';

/** The reward being redeemed: picture, title, price in points, the learner's balance and stock. */
export function RewardSummary({ reward, balance }: { reward: Reward; balance: number }) {
  const { t, locale } = useTranslation('rewards');
  const isOutOfStock = reward.available_stock <= 0;
  return (
    <div className="mt-4 flex flex-col gap-6 sm:flex-row">
      {reward.image_url && (
        <img
          src={reward.image_url}
          alt=""
          width={240}
          height={180}
          className="h-44 w-60 rounded-2xl object-cover"
        />
      )}
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-navy-900">{localized(reward, 'title', locale)}</h1>
        <p className="text-muted">{localized(reward, 'description', locale)}</p>
        <p className="font-semibold text-amber-800">
          {t('common:points', { count: reward.points_required })}
        </p>
        <p className="text-sm text-muted">
          {t('balance', { count: balance })} ·{' '}
          {isOutOfStock ? t('outOfStock') : t('inStock', { count: reward.available_stock })}
        </p>
      </div>
    </div>
  );
}
