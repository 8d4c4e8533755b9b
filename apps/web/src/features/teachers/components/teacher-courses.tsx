import { href } from '@academy/contracts/app-routes';
import type { TeacherCourse } from '@academy/contracts/teachers';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/states';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';

/** A course the teacher teaches, as a card linking to it. */
function TeacherCourseLink({ course }: { course: TeacherCourse }) {
  const { t, locale } = useTranslation('teachers');
  return (
    <Link
      to={href('courseDetail', { courseId: course.course_id })}
      className="flex gap-4 rounded-2xl border border-slate-200 p-3 hover:shadow-md"
    >
      {course.thumbnail && (
        <img
          src={course.thumbnail}
          alt=""
          width={128}
          height={72}
          loading="lazy"
          className="h-20 w-32 shrink-0 rounded-lg object-cover"
        />
      )}
      <span className="space-y-1">
        <span className="block font-semibold text-navy-900">
          {localized(course, 'title', locale)}
        </span>
        <span className="line-clamp-2 block text-sm text-muted">
          {localized(course, 'description', locale)}
        </span>
        <span className="flex gap-1">
          {course.is_featured && <Badge tone="gold">{t('common:badges.featured')}</Badge>}
          {course.is_free && <Badge tone="green">{t('common:badges.free')}</Badge>}
        </span>
      </span>
    </Link>
  );
}

/** The courses a teacher teaches, or a line saying there are none yet. */
export function TeacherCourses({ courses }: { courses: TeacherCourse[] }) {
  const { t } = useTranslation('teachers');
  return (
    <section className="mt-10" aria-labelledby="courses-heading">
      <h2 id="courses-heading" className="mb-4 text-xl font-semibold text-navy-900">
        {t('courses')}
      </h2>
      {courses.length === 0 ? (
        <p className="text-muted">{t('noCourses')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {courses.map((course) => (
            <li key={course.course_id}>
              <TeacherCourseLink course={course} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
