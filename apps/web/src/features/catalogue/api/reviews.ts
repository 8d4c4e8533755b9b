import type { Review, ReviewList, ReviewRequest } from '@academy/contracts/catalogue';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const REVIEWS_PER_PAGE = 5;

/** GET /api/course/reviews: a page of a course's reviews with the average rating. */
export const getReviews = (courseId: number, page: number) =>
  apiRequest<ReviewList>('/api/course/reviews', {
    query: { course_id: courseId, page, page_size: REVIEWS_PER_PAGE },
  });

export const useReviews = (courseId: number, page: number) =>
  useQuery({
    queryKey: ['courses', 'reviews', courseId, page],
    queryFn: () => getReviews(courseId, page),
    placeholderData: keepPreviousData,
  });

/** POST /api/course/review: writes or replaces the learner's review. */
export const postReview = (review: ReviewRequest) =>
  apiRequest<Review>('/api/course/review', { method: 'POST', body: review });

export function usePostReview(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: Omit<ReviewRequest, 'course_id'>) =>
      postReview({ ...review, course_id: courseId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['courses'] }),
  });
}
