import type { CourseDetail, CourseLike } from '@academy/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

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
        { queryKey: ['courses', 'detail', courseId] },
        (old) =>
          old
            ? {
                ...old,
                basic_info: {
                  ...old.basic_info,
                  is_liked_by_user: like.is_liked_by_user,
                  likes_count: like.likes_count,
                },
              }
            : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['courses', 'list'] });
    },
  });
}
