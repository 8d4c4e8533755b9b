import type { RedemptionCreated, RedemptionRequest } from '@academy/contracts/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

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
