import type { ReviewList } from '@academy/contracts/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const REVIEWS_PER_PAGE = 5;

/** GET /api/course/reviews: a page of a course's reviews with the average rating. */
export const getReviews = (courseId: number, page: number) =>
  apiRequest<ReviewList>('/api/course/reviews', {
    query: { course_id: courseId, page, page_size: REVIEWS_PER_PAGE },
  });

export const reviewsQuery = (courseId: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.courses.reviews(courseId, page),
    queryFn: () => getReviews(courseId, page),
    placeholderData: keepPreviousData,
  });

/** One page of reviews; the previous page stays on screen while the next loads. */
export const useReviews = (courseId: number, page: number) =>
  useQuery(reviewsQuery(courseId, page));
