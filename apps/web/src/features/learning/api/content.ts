import type {
  Completion,
  ContentItem,
  Progress,
  ProgressRequest,
  QuizResult,
  QuizSubmitRequest,
} from '@academy/contracts/learning';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** GET /api/content/get: the item, its payload (signed media links) and the learner's state. */
export const getContent = (contentId: number) =>
  apiRequest<ContentItem>('/api/content/get', { query: { content_id: contentId } });

export const useContent = (contentId: number) => {
  const userId = useSession().user?.user_id;
  return useQuery({
    queryKey: queryKeys.content.item(contentId, userId),
    queryFn: () => getContent(contentId),
    // Signed links expire; a long-open tab fetches fresh ones instead of keeping stale ones.
    staleTime: 10 * 60_000,
  });
};

/** POST /api/content/progress; `keepalive` lets the last save finish when the page is left. */
export const saveProgress = (body: ProgressRequest, keepalive = false) =>
  apiRequest<Progress>('/api/content/progress', { method: 'POST', body, keepalive });

/** POST /api/content/complete: the server checks the rule and pays the item's points once. */
export const completeContent = (courseId: number, contentId: number) =>
  apiRequest<Completion>('/api/content/complete', {
    method: 'POST',
    body: { course_id: courseId, content_id: contentId },
  });

/** POST /api/content/quiz/submit: graded on the server. */
export const submitQuiz = (body: QuizSubmitRequest) =>
  apiRequest<QuizResult & { available_points: number }>('/api/content/quiz/submit', {
    method: 'POST',
    body,
  });

/**
 * After a completion or a graded quiz: the navbar balance and everything showing completion,
 * mistakes or where to continue are refreshed.
 */
export function useAfterEarning() {
  const queryClient = useQueryClient();
  const { setAvailablePoints } = useSession();
  return (availablePoints: number) => {
    setAvailablePoints(availablePoints);
    void queryClient.invalidateQueries({ queryKey: queryKeys.content.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.points.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.learning.all });
  };
}

export function useCompleteContent(courseId: number, contentId: number) {
  const afterEarning = useAfterEarning();
  return useMutation({
    mutationFn: () => completeContent(courseId, contentId),
    onSuccess: (result) => afterEarning(result.available_points),
  });
}

export function useSubmitQuiz(contentId: number) {
  const afterEarning = useAfterEarning();
  return useMutation({
    mutationFn: (answers: QuizSubmitRequest['answers']) =>
      submitQuiz({ content_id: contentId, answers }),
    onSuccess: (result) => afterEarning(result.available_points),
  });
}
