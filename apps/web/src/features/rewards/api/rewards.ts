import type {
  RedemptionCreated,
  RedemptionRequest,
  Reward,
  RewardCategory,
  RewardList,
} from '@academy/contracts/rewards';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** The shop shows 12 rewards per page (spec §9). */
export const REWARDS_PER_PAGE = 12;

/** GET /api/reward/list: a page of rewards, optionally of one category. */
export const getRewards = (category: RewardCategory | undefined, page: number) =>
  apiRequest<RewardList>('/api/reward/list', {
    query: { reward_category_id: category, page, limit: REWARDS_PER_PAGE },
  });

export const useRewards = (category: RewardCategory | undefined, page: number) =>
  useQuery({
    queryKey: ['rewards', 'list', category ?? 'all', page],
    queryFn: () => getRewards(category, page),
    placeholderData: keepPreviousData,
  });

/** GET /api/reward/get: one reward. */
export const getReward = (rewardId: number) =>
  apiRequest<Reward>('/api/reward/get', { query: { reward_id: rewardId } });

export const useReward = (rewardId: number) =>
  useQuery({ queryKey: ['rewards', 'detail', rewardId], queryFn: () => getReward(rewardId) });

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
      void queryClient.invalidateQueries({ queryKey: ['rewards'] });
      void queryClient.invalidateQueries({ queryKey: ['points'] });
      void queryClient.invalidateQueries({ queryKey: ['redemptions'] });
      void queryClient.invalidateQueries({ queryKey: ['courses'] });
    },
  });
}
