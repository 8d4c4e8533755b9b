import type { TeacherLike } from '@academy/contracts/teachers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/teacher/like or /unlike (GET, as the spec's client calls them). */
export const setTeacherLike = (teacherId: number, isLiked: boolean) =>
  apiRequest<TeacherLike>(isLiked ? '/api/teacher/like' : '/api/teacher/unlike', {
    query: { teacher_id: teacherId },
  });

/** Likes or unlikes a teacher; lists and pages showing teachers reload afterwards. */
export function useTeacherLike(teacherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isLiked: boolean) => setTeacherLike(teacherId, isLiked),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teachers'] }),
  });
}
