import type { SignInResult, SignInStatus } from '@academy/contracts/points';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** GET /api/signin/status: whether today (in the academy's time zone) is already signed. */
export const getSignInStatus = () => apiRequest<SignInStatus>('/api/signin/status');

export const useSignInStatus = () => {
  const userId = useSession().user?.user_id;
  return useQuery({
    queryKey: queryKeys.points.signin(userId),
    queryFn: getSignInStatus,
    enabled: userId !== undefined,
  });
};

let signingIn: Promise<SignInResult> | null = null;

/**
 * GET /api/signin/daily: today's grant; the server refuses a second one that day. The spec makes
 * it a GET, so it carries no Idempotency-Key: a second tap while the first is in flight shares
 * the first request and its answer instead of drawing ALREADY_SIGNED_IN beside the success.
 */
export function signInToday(): Promise<SignInResult> {
  signingIn ??= apiRequest<SignInResult>('/api/signin/daily').finally(() => {
    signingIn = null;
  });
  return signingIn;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  const { setAvailablePoints } = useSession();
  return useMutation({
    mutationFn: signInToday,
    onSuccess: (result) => {
      setAvailablePoints(result.available_points);
      void queryClient.invalidateQueries({ queryKey: queryKeys.points.all });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.points.signins }),
  });
}
