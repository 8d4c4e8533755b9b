import type {
  TeacherDetail,
  TeacherLike,
  TeacherList,
  TeacherListItem,
} from '@academy/contracts/teachers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { withLike } from '../../../lib/likes';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/teacher/like or /unlike (GET, as the spec's client calls them). */
export const setTeacherLike = (teacherId: number, isLiked: boolean) =>
  apiRequest<TeacherLike>(isLiked ? '/api/teacher/like' : '/api/teacher/unlike', {
    query: { teacher_id: teacherId },
  });

const applyLike = (teacher: TeacherListItem, like: TeacherLike): TeacherListItem =>
  teacher.teacher_id === like.teacher_id
    ? { ...teacher, is_liked_by_user: like.is_liked_by_user, likes_count: like.likes_count }
    : teacher;

/**
 * Likes or unlikes a teacher. Only the server's answer flips the button: it is
 * written into every cached card and page at once; the lists are marked stale but not
 * refetched, so a popularity-sorted grid does not reorder under the pointer.
 */
export function useTeacherLike(teacherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isLiked: boolean) => setTeacherLike(teacherId, isLiked),
    onSuccess: (like) => {
      queryClient.setQueriesData<TeacherList | { list: TeacherListItem[] }>(
        { queryKey: queryKeys.teachers.all, predicate: (query) => query.queryKey[1] !== 'detail' },
        (old) => (old ? { ...old, list: old.list.map((item) => applyLike(item, like)) } : old),
      );
      queryClient.setQueriesData<TeacherDetail>(
        { queryKey: queryKeys.teachers.anyDetail(teacherId) },
        (old) => withLike(old, like),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.teachers.all, refetchType: 'none' });
    },
  });
}
