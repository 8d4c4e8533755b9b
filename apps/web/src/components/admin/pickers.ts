import type { AdminCourse } from '@academy/contracts/catalogue.admin';
import type { AdminTeacher } from '@academy/contracts/teachers.admin';
import { useAdminList } from '../../lib/admin-api';
import { useLocale } from '../../lib/i18n';
import { localized } from '../../lib/localized';

const byName = { page_size: 100, order: 'asc' } as const;

/** Options for a teacher picker (all teachers, by name in the reader's language). */
export function useTeacherOptions() {
  const locale = useLocale();
  const teachers = useAdminList<AdminTeacher>('/api/admin/teachers', { ...byName, sort: 'name' });
  return (teachers.data?.list ?? []).map((teacher) => ({
    value: teacher.id,
    label: localized(teacher, 'full_name', locale),
  }));
}

/** Options for a course picker, named in the reader's language. */
export function useCourseOptions() {
  const locale = useLocale();
  const courses = useAdminList<AdminCourse>('/api/admin/courses', { ...byName, sort: 'title' });
  return (courses.data?.list ?? []).map((course) => ({
    value: course.id,
    label: localized(course, 'title', locale),
  }));
}
