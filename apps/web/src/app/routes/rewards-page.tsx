import { REWARDS_PER_PAGE, readRewardFilters } from '@academy/contracts/public-reads';
import {
  type RewardCategory,
  rewardCategoryIds,
  rewardCategoryKey,
} from '@academy/contracts/rewards.rules';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { ListEmptyState, Pagination } from '../../components/ui/pagination';
import { CardSkeletons, ErrorState } from '../../components/ui/states';
import { ToggleGroup } from '../../components/ui/toggle-group';
import { rewardsQuery, useRewards } from '../../features/rewards/api/get-rewards';
import { RewardCard } from '../../features/rewards/components/reward-card';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import type { HeadContext, PageHead, PrefetchContext } from '../prefetch-context';

const categories = [
  { value: undefined, key: 'all' },
  ...rewardCategoryIds.map((value) => ({ value, key: rewardCategoryKey(value) })),
] as const;

/** The page of the shop the URL asks for. */
export function prefetch({ queryClient, search }: PrefetchContext) {
  void queryClient.prefetchQuery(rewardsQuery(readRewardFilters(search)));
}

/** The first reward's picture is the page's largest. */
export function head({ queryClient, search }: HeadContext): PageHead {
  const rewards = queryClient.getQueryData(rewardsQuery(readRewardFilters(search)).queryKey);
  return { image: rewards?.list[0]?.image_url ?? undefined };
}

/** The rewards shop: category filter (all / course access / merchandise), 12 per page. */
export function RewardsPage() {
  const { t } = useTranslation('rewards');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const { category, page } = readRewardFilters(params);
  const rewards = useRewards({ category, page });

  /** Writes the category to the URL; the list starts again at its first page. */
  function showCategory(next: RewardCategory | undefined) {
    const query = new URLSearchParams();
    if (next) query.set('category', String(next));
    setParams(query);
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeading title={t('heading')} description={t('description')}>
        {user && (
          <p className="mt-3 font-semibold text-amber-800">
            {t('balance', { count: user.available_points })}
          </p>
        )}
      </PageHeading>
      <ToggleGroup
        label={t('categories.label')}
        options={categories.map((option) => ({
          value: option.value,
          label: t(`categories.${option.key}`),
        }))}
        value={category}
        onChange={showCategory}
        look="pills"
        className="mb-6"
      />
      {rewards.isPending ? (
        <CardSkeletons count={6} />
      ) : rewards.isError ? (
        <ErrorState message={t('error')} onRetry={() => void rewards.refetch()} />
      ) : rewards.data.list.length === 0 ? (
        <ListEmptyState
          message={t('empty')}
          page={page}
          total={rewards.data.count}
          pageSize={REWARDS_PER_PAGE}
        />
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {rewards.data.list.map((reward, index) => (
              <RewardCard
                key={reward.reward_id}
                isAboveFold={index < 3}
                reward={reward}
                balance={user?.available_points ?? null}
              />
            ))}
          </ul>
          <Pagination page={page} totalPages={Math.ceil(rewards.data.count / REWARDS_PER_PAGE)} />
        </>
      )}
    </div>
  );
}

export { RewardsPage as Component };
