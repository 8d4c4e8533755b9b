import { type RewardFilters, rewardsCall } from '@academy/contracts/public-reads';
import type { RewardList } from '@academy/contracts/rewards';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/reward/list: a page of rewards, optionally of one category. */
export const getRewards = (filters: RewardFilters) => apiRead<RewardList>(rewardsCall(filters));

export const rewardsQuery = (filters: RewardFilters) =>
  queryOptions({
    queryKey: queryKeys.rewards.list(filters.category ?? 'all', filters.page),
    queryFn: () => getRewards(filters),
    placeholderData: keepPreviousData,
  });

/** One page of the shop; the previous page stays on screen while the next loads. */
export const useRewards = (filters: RewardFilters) => useQuery(rewardsQuery(filters));
