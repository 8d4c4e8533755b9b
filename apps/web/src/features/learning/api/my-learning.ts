import type { MyLearning } from '@academy/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** GET /api/users/learning: the courses the learner unlocked or started, with where to continue. */
export const getMyLearning = () => apiRequest<MyLearning>('/api/users/learning');

export const myLearningQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.learning.mine(userId),
    queryFn: getMyLearning,
    // Lessons save their progress without telling this list: it asks again whenever it is shown.
    staleTime: 0,
  });

export const useMyLearning = () => useQuery(myLearningQuery(useSession().user?.user_id));
