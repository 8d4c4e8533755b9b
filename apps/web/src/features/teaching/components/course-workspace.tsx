import { href } from '@academy/contracts/app-routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { isRefused, useTeachingCourse } from '../api/teaching';
import { HardestQuestions, LessonFiguresTable } from './course-figures';
import { CourseLearners } from './course-learners';

const backLinkClass = 'inline-block text-sm font-semibold text-teal-700 hover:underline';

/** The way back to the teacher's course list. */
export function BackToCourses() {
  const { t } = useTranslation('teaching');
  return (
    <Link to={href('teach')} className={backLinkClass}>
      ← {t('back')}
    </Link>
  );
}

/**
 * One of the teacher's courses: its lessons with their figures and editors, the questions its
 * learners miss most, its learners, and whatever the page adds (the questions waiting for an
 * answer). Another teacher's course is refused by the server and said so here.
 */
export function CourseWorkspace({
  courseId,
  children,
}: {
  courseId: number;
  children?: ReactNode;
}) {
  const { t, locale } = useTranslation('teaching');
  const detail = useTeachingCourse(courseId);
  if (detail.isPending) return <LoadingState />;
  if (detail.isError) {
    return (
      <div className="space-y-4">
        <BackToCourses />
        {isRefused(detail.error) ? (
          <EmptyState message={t('courseRefused')} />
        ) : (
          <ErrorState message={t('loadFailed')} onRetry={() => void detail.refetch()} />
        )}
      </div>
    );
  }
  const { course, lessons, hardest_questions } = detail.data;
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <BackToCourses />
        <h2 className="text-2xl font-bold text-navy-900">{localized(course, 'title', locale)}</h2>
        <p className="text-sm text-muted">
          {t('lessonsCount', { count: course.lessons })} ·{' '}
          {t('learnersCount', { count: course.learners })}
        </p>
      </div>
      <LessonFiguresTable lessons={lessons} courseId={courseId} learners={course.learners} />
      <HardestQuestions questions={hardest_questions} />
      {children}
      <CourseLearners courseId={courseId} />
    </div>
  );
}
