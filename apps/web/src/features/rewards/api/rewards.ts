import { type RewardFilters, rewardsCall } from '@academy/contracts/public-reads';
import type {
  RedemptionCreated,
  RedemptionRequest,
  Reward,
  RewardList,
} from '@academy/contracts/rewards';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRead, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

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

/** GET /api/reward/get: one reward. */
export const getReward = (rewardId: number) =>
  apiRequest<Reward>('/api/reward/get', { query: { reward_id: rewardId } });

export const useReward = (rewardId: number) =>
  useQuery({ queryKey: queryKeys.rewards.detail(rewardId), queryFn: () => getReward(rewardId) });

/**
 * POST /api/redemption/create. The Idempotency-Key is made once per form, so a retry after a
 * lost answer returns the first result instead of redeeming twice.
 */
export const redeemReward = (request: RedemptionRequest, idempotencyKey: string) =>
  apiRequest<RedemptionCreated>('/api/redemption/create', {
    method: 'POST',
    body: request,
    headers: { 'idempotency-key': idempotencyKey },
  });

export function useRedeemReward(idempotencyKey: string) {
  const queryClient = useQueryClient();
  const { setAvailablePoints } = useSession();
  return useMutation({
    mutationFn: (request: RedemptionRequest) => redeemReward(request, idempotencyKey),
    onSuccess: (result) => {
      setAvailablePoints(result.available_points);
      void queryClient.invalidateQueries({ queryKey: queryKeys.rewards.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.points.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.redemptions.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.courses.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
    },
  });
}
