import type { MakeUpRequest, MakeUpResult } from '@academy/contracts/points';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** POST /api/signin/makeup: signs a missed day of the last week for points (补签). */
export const makeUpDay = (body: MakeUpRequest) =>
  apiRequest<MakeUpResult>('/api/signin/makeup', { method: 'POST', body });

/**
 * A make-up moves the balance, the streak and the offer itself: the status, the profile's
 * tiles and history refresh after it, and after a refusal too (another tab may have used the day).
 */
export function useMakeUpDay() {
  const queryClient = useQueryClient();
  const { setAvailablePoints } = useSession();
  return useMutation({
    mutationFn: (day: string) => makeUpDay({ day }),
    onSuccess: (result) => {
      setAvailablePoints(result.available_points);
      return queryClient.invalidateQueries({ queryKey: queryKeys.points.all });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.points.all }),
  });
}
