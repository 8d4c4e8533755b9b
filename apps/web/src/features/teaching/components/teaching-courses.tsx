import { href } from '@academy/contracts/app-routes';
import type { TeachingCourse } from '@academy/contracts/teaching';
import { Link } from 'react-router';
import { Badge, EmptyState } from '../../../components/ui/states';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';

/** A course of the teacher's: its state, how many lessons and learners, and unpublished drafts. */
function CourseRow({ course }: { course: TeachingCourse }) {
  const { t, locale } = useTranslation('teaching');
  const title = localized(course, 'title', locale);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="min-w-0 space-y-1">
        <h3 className="font-semibold text-ink">{title}</h3>
        <p className="text-sm text-muted">
          {t('lessonsCount', { count: course.lessons })} ·{' '}
          {t('learnersCount', { count: course.learners })}
        </p>
        <div className="flex flex-wrap gap-2">
          {course.status !== 'active' && <Badge>{t(`status.${course.status}`)}</Badge>}
          {course.drafts > 0 && (
            <Badge tone="gold">{t('draftsCount', { count: course.drafts })}</Badge>
          )}
        </div>
      </div>
      <Link
        to={href('teach', undefined, { course: course.course_id })}
        aria-label={t('open', { course: title })}
        className="text-sm font-semibold text-teal-700 hover:underline"
      >
        {t('openShort')}
      </Link>
    </li>
  );
}

/** The teacher's courses, each opening its figures and lessons. */
export function TeachingCourses({ courses }: { courses: TeachingCourse[] }) {
  const { t } = useTranslation('teaching');
  if (courses.length === 0) return <EmptyState message={t('noCourses')} />;
  return (
    <section aria-labelledby="teaching-courses" className="space-y-3">
      <h2 id="teaching-courses" className="text-lg font-semibold text-ink">
        {t('courses')}
      </h2>
      <ul className="space-y-3">
        {courses.map((course) => (
          <CourseRow key={course.course_id} course={course} />
        ))}
      </ul>
    </section>
  );
}
