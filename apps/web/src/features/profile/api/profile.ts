import type { ChangePasswordRequest, UpdateProfileRequest, User } from '@academy/contracts/auth';
import type { LearnerSummary, PointsHistory } from '@academy/contracts/points';
import type { RedemptionList } from '@academy/contracts/rewards';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const HISTORY_PAGE_SIZE = 20;
export const REDEMPTIONS_PAGE_SIZE = 10;

/** GET /api/users/summary: the profile tiles, computed from the learner's records. */
export const getSummary = () => apiRequest<LearnerSummary>('/api/users/summary');
export const useSummary = () => {
  const userId = useSession().user?.user_id;
  return useQuery({ queryKey: queryKeys.points.summary(userId), queryFn: getSummary });
};

/** GET /api/points/lists: the learner's ledger, newest first. */
export const getPointsHistory = (page: number) =>
  apiRequest<PointsHistory>('/api/points/lists', { query: { page, limit: HISTORY_PAGE_SIZE } });
export const usePointsHistory = (page: number, isEnabled: boolean) => {
  const userId = useSession().user?.user_id;
  return useQuery({
    queryKey: queryKeys.points.history(userId, page),
    queryFn: () => getPointsHistory(page),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
};

/** GET /api/redemption/list: the learner's redemptions with their status. */
export const getRedemptions = (page: number) =>
  apiRequest<RedemptionList>('/api/redemption/list', {
    query: { page, limit: REDEMPTIONS_PAGE_SIZE },
  });
export const useRedemptions = (page: number, isEnabled: boolean) => {
  const userId = useSession().user?.user_id;
  return useQuery({
    queryKey: queryKeys.redemptions.list(userId, page),
    queryFn: () => getRedemptions(page),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
};

/** POST /api/users/profile: name and language. */
export const updateProfile = (body: UpdateProfileRequest) =>
  apiRequest<User>('/api/users/profile', { method: 'POST', body });
export function useUpdateProfile() {
  const { updateUser } = useSession();
  return useMutation({ mutationFn: updateProfile, onSuccess: updateUser });
}

/** POST /api/users/changePassword: other sessions are signed out by the server. */
export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest<Record<string, never>>('/api/users/changePassword', { method: 'POST', body });
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
