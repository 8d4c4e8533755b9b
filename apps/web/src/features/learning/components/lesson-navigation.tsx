import { href } from '@academy/contracts/app-routes';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';

/** The course's previous and next lessons around this one, in the course's order. */
export function LessonNavigation({
  courseId,
  lessons,
  currentId,
}: {
  courseId: number;
  lessons: { id: number }[];
  currentId: number;
}) {
  const { t } = useTranslation('learning');
  const index = lessons.findIndex((entry) => entry.id === currentId);
  const previous = index > 0 ? lessons[index - 1] : undefined;
  const next = index >= 0 ? lessons[index + 1] : undefined;
  return (
    <nav
      aria-label={t('lessonNavigation')}
      className="mt-10 flex justify-between gap-4 border-t border-slate-200 pt-6"
    >
      {previous ? (
        <Link
          to={href('contentViewer', { courseId, contentId: previous.id })}
          className={buttonClasses('secondary')}
        >
          ← {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link
          to={href('contentViewer', { courseId, contentId: next.id })}
          className={buttonClasses('primary')}
        >
          {t('next')} →
        </Link>
      )}
    </nav>
  );
}
