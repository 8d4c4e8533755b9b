import { teacherCall } from '@academy/contracts/public-reads';
import type { TeacherDetail } from '@academy/contracts/teachers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** GET /api/teacher/get: profile, bio and courses. */
export const getTeacher = (teacherId: number) => apiRead<TeacherDetail>(teacherCall(teacherId));

export const teacherQuery = (teacherId: number, userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.teachers.detail(teacherId, userId),
    queryFn: () => getTeacher(teacherId),
  });

/** One teacher as the current viewer sees them (with the viewer's like). */
export const useTeacher = (teacherId: number) =>
  useQuery(teacherQuery(teacherId, useSession().user?.user_id));
