import type { MistakeBook, PracticeRequest, PracticeResult } from '@academy/contracts/learning';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** GET /api/quiz/mistakes: the wrong answers of the latest attempt of each quiz. */
export const getMistakes = () => apiRequest<MistakeBook>('/api/quiz/mistakes');

export const mistakesQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.learning.mistakes(userId),
    queryFn: getMistakes,
    // A quiz submitted in another tab changes the book: it asks again whenever it is shown.
    staleTime: 0,
  });

export const useMistakes = () => useQuery(mistakesQuery(useSession().user?.user_id));

/** POST /api/quiz/practice: graded again, with no attempt spent and no points paid. */
export const practise = (body: PracticeRequest) =>
  apiRequest<PracticeResult>('/api/quiz/practice', { method: 'POST', body });

export const usePractice = () => useMutation({ mutationFn: practise });
