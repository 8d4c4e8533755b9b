import type { CourseUnlock } from '@academy/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** POST /api/course/unlock: spends the course's points once (idempotent on the server). */
export const unlockCourse = (courseId: number) =>
  apiRequest<CourseUnlock>('/api/course/unlock', { method: 'POST', body: { course_id: courseId } });

/** Unlocks, shows the new balance in the navbar and reloads what depends on access. */
export function useUnlockCourse(courseId: number) {
  const queryClient = useQueryClient();
  const { setAvailablePoints } = useSession();
  return useMutation({
    mutationFn: () => unlockCourse(courseId),
    onSuccess: (result) => {
      setAvailablePoints(result.available_points);
      void queryClient.invalidateQueries({ queryKey: queryKeys.courses.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.content.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.points.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
    },
  });
}
