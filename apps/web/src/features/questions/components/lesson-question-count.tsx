import { useTranslation } from '../../../lib/i18n';
import { useQuestionCounts } from '../api/questions';

/**
 * How many questions a lesson has, for the course outline: shown to everyone, the only thing of
 * a locked course's questions that is. One read serves every lesson of the course.
 */
export function LessonQuestionCount({
  courseId,
  contentId,
}: {
  courseId: number;
  contentId: number;
}) {
  const { t } = useTranslation('questions');
  const counts = useQuestionCounts(courseId);
  const count = counts.data?.list.find((entry) => entry.content_id === contentId)?.count ?? 0;
  if (count === 0) return null;
  return <span className="text-sm whitespace-nowrap text-muted">{t('count', { count })}</span>;
}
