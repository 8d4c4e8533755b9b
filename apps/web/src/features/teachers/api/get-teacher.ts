import type { TeacherDetail } from '@academy/contracts/teachers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /api/teacher/get: profile, bio and courses. */
export const getTeacher = (teacherId: number) =>
  apiRequest<TeacherDetail>('/api/teacher/get', { query: { teacher_id: teacherId } });

export const teacherQuery = (teacherId: number, userId: number | undefined) =>
  queryOptions({
    queryKey: ['teachers', 'detail', teacherId, userId ?? 'guest'],
    queryFn: () => getTeacher(teacherId),
  });

/** One teacher as the current viewer sees them (with the viewer's like). */
export const useTeacher = (teacherId: number) =>
  useQuery(teacherQuery(teacherId, useSession().user?.user_id));
