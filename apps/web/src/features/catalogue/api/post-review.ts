import type { Review, ReviewRequest } from '@academy/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/course/review: writes or replaces the learner's review. */
export const postReview = (review: ReviewRequest) =>
  apiRequest<Review>('/api/course/review', { method: 'POST', body: review });

/** Posts the review, then reloads the reviews and the ratings shown with courses. */
export function usePostReview(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: Omit<ReviewRequest, 'course_id'>) =>
      postReview({ ...review, course_id: courseId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.courses.all }),
  });
}
