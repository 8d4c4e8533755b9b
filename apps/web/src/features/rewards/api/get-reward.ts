import type { Reward } from '@academy/contracts/rewards';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/reward/get: one reward. */
export const getReward = (rewardId: number) =>
  apiRequest<Reward>('/api/reward/get', { query: { reward_id: rewardId } });

export const useReward = (rewardId: number) =>
  useQuery({ queryKey: queryKeys.rewards.detail(rewardId), queryFn: () => getReward(rewardId) });
