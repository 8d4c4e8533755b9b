import { href } from '@academy/contracts/app-routes';
import type { Reward } from '@academy/contracts/rewards';
import { isShipped, rewardCategoryKey } from '@academy/contracts/rewards.rules';
import { Link } from 'react-router';
import { CardImage } from '../../../components/ui/card-image';
import { Badge } from '../../../components/ui/states';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';

/** A reward in the shop; the whole card leads to the redemption form. The first cards on a page load their image at once. */
export function RewardCard({
  reward,
  balance,
  isAboveFold = false,
}: {
  reward: Reward;
  balance: number | null;
  isAboveFold?: boolean;
}) {
  const { t, locale } = useTranslation('rewards');
  const title = localized(reward, 'title', locale);
  const isOutOfStock = reward.available_stock <= 0;
  const shortBy = balance === null ? 0 : Math.max(0, reward.points_required - balance);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Link
        to={href('rewardSubmit', { rewardId: reward.reward_id })}
        aria-disabled={isOutOfStock || undefined}
        className="flex flex-1 flex-col hover:bg-surface/60"
      >
        <CardImage
          src={reward.image_url}
          width={480}
          height={360}
          frame="aspect-[4/3]"
          isAboveFold={isAboveFold}
        >
          <span className="absolute left-3 top-3">
            <Badge tone={isShipped(reward.reward_category_id) ? 'gold' : 'teal'}>
              {t(`categories.${rewardCategoryKey(reward.reward_category_id)}`)}
            </Badge>
          </span>
        </CardImage>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h2 className="font-semibold text-navy-900">{title}</h2>
          <p className="line-clamp-2 text-sm text-muted">
            {localized(reward, 'description', locale)}
          </p>
          <p className="mt-auto font-semibold text-amber-800">
            {t('common:points', { count: reward.points_required })}
          </p>
          <p className="text-sm">
            {isOutOfStock ? (
              <span className="font-semibold text-red-700">{t('outOfStock')}</span>
            ) : (
              <span className="text-muted">{t('inStock', { count: reward.available_stock })}</span>
            )}
          </p>
          {shortBy > 0 && (
            <p className="text-sm text-red-700">{t('shortBy', { points: shortBy })}</p>
          )}
          <span className="mt-2 inline-flex justify-center rounded-lg bg-navy-900 px-4 py-2 text-sm font-semibold text-white sm:hidden">
            {t('redeem')}
          </span>
        </div>
      </Link>
    </li>
  );
}
