import type { CourseDetail, CourseLike } from '@academy/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { withLike } from '../../../lib/likes';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/course/like or /unlike. */
export const setCourseLike = (courseId: number, isLiked: boolean) =>
  apiRequest<CourseLike>(isLiked ? '/api/course/like' : '/api/course/unlike', {
    method: 'POST',
    body: { course_id: courseId },
  });

/** Likes or unlikes, then writes the server's count into the cached course detail. */
export function useCourseLike(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isLiked: boolean) => setCourseLike(courseId, isLiked),
    onSuccess: (like) => {
      queryClient.setQueriesData<CourseDetail>(
        { queryKey: queryKeys.courses.anyDetail(courseId) },
        (old) => withLike(old, like),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.courses.lists });
    },
  });
}
