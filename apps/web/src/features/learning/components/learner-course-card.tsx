import { href } from '@academy/contracts/app-routes';
import type { CourseProgress, LearnerCourse } from '@academy/contracts/learning';
import { formatClock } from '@academy/contracts/media.rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CardImage } from '../../../components/ui/card-image';
import { Badge } from '../../../components/ui/states';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';

/** How much of the course is done, as a bar and in words. */
function ProgressBar({ title, progress }: { title: string; progress: CourseProgress }) {
  const { t } = useTranslation('my-learning');
  const { completed, total, percentage } = progress;
  return (
    <div>
      <div
        role="progressbar"
        aria-label={t('progressLabel', { course: title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-teal-700" style={{ width: `${percentage}%` }} />
      </div>
      <p className="mt-1 text-sm text-muted">
        {t('lessonsDone', { completed, total, percentage })}
      </p>
    </div>
  );
}

/** What comes next in the course: the lesson to continue (where a recording resumes), or why not. */
function NextStep({ course }: { course: LearnerCourse }) {
  const { t, locale } = useTranslation('my-learning');
  const { t: tLearning } = useTranslation('learning');
  const next = course.next_lesson;
  const isMedia = next?.type === 'video' || next?.type === 'audio';
  if (!course.has_access) return <p className="text-sm text-amber-900">{t('locked')}</p>;
  if (!next) {
    return course.course_progress.total === 0 ? (
      <p className="text-sm text-muted">{t('noLessons')}</p>
    ) : null;
  }
  return (
    <p className="break-words text-sm text-ink">
      {t('next', { title: localized(next, 'title', locale) })}
      <span className="text-muted">
        {' · '}
        {tLearning(`types.${next.type}`)}
        {isMedia && next.position_seconds > 0 && (
          <>
            {' · '}
            {t('resumeAt', { time: formatClock(next.position_seconds) })}
          </>
        )}
      </span>
    </p>
  );
}

/**
 * A course in "My learning": its progress, when it was last studied and one button for what to
 * do next, usually Continue, which opens the next lesson (the viewer resumes it at its saved
 * position).
 */
export function LearnerCourseCard({
  course,
  level,
  isAboveFold = false,
}: {
  course: LearnerCourse;
  /** The level label, as the catalogue shows it. */
  level: ReactNode;
  isAboveFold?: boolean;
}) {
  const { t, locale } = useTranslation('my-learning');
  const title = localized(course, 'title', locale);
  const coursePath = href('courseDetail', { courseId: course.course_id });
  const { completed, total } = course.course_progress;
  const next = course.next_lesson;
  const isDone = total > 0 && completed === total;

  const action = !course.has_access
    ? { to: coursePath, label: t('unlock') }
    : next
      ? {
          to: `${coursePath}/content/${next.content_id}`,
          label: t('continue'),
        }
      : { to: coursePath, label: t(isDone ? 'review' : 'viewCourse') };

  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-row">
      <Link
        to={coursePath}
        tabIndex={-1}
        aria-hidden="true"
        className="block overflow-hidden sm:w-56 sm:shrink-0"
      >
        <CardImage
          src={course.thumbnail}
          width={448}
          height={252}
          frame="aspect-[16/9] sm:h-full"
          isAboveFold={isAboveFold}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          {level}
          {isDone && <Badge tone="green">{t('completed')}</Badge>}
        </div>
        <h2 className="text-lg font-semibold text-navy-900">
          <Link to={coursePath} className="hover:underline">
            {title}
          </Link>
        </h2>
        <ProgressBar title={title} progress={course.course_progress} />
        <NextStep course={course} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">
            {t('lastActivity', { date: formatDate(course.last_activity_at, locale) })}
          </p>
          {/* Every card has this button: its name says which course it belongs to. */}
          <Link
            to={action.to}
            aria-label={t('actionLabel', { action: action.label, course: title })}
            className={buttonClasses(next && course.has_access ? 'primary' : 'secondary')}
          >
            {action.label}
          </Link>
        </div>
      </div>
    </li>
  );
}
