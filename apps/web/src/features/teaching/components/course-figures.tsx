import { href } from '@academy/contracts/app-routes';
import type { HardQuestion, LessonFigures } from '@academy/contracts/teaching';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/states';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';

function LessonRow({
  lesson,
  courseId,
  learners,
}: {
  lesson: LessonFigures;
  courseId: number;
  learners: number;
}) {
  const { t, locale } = useTranslation('teaching');
  const title = localized(lesson, 'title', locale);
  return (
    <tr className="border-t border-slate-100">
      <td className="py-2 pr-3">
        <span className="text-ink">{title}</span>{' '}
        {lesson.has_draft && <Badge tone="gold">{t('hasDraft')}</Badge>}
      </td>
      <td className="py-2 pr-3 whitespace-nowrap">
        {t('completedOf', {
          completed: lesson.completed,
          learners,
          rate: lesson.completion_rate,
        })}
      </td>
      <td className="py-2 pr-3 whitespace-nowrap">
        {lesson.quiz
          ? t('passedOf', {
              passed: lesson.quiz.passed,
              attempted: lesson.quiz.attempted,
              rate: lesson.quiz.pass_rate,
            })
          : t('notAQuiz')}
      </td>
      <td className="py-2 text-right">
        <Link
          to={href('teach', undefined, { course: courseId, lesson: lesson.content_id })}
          aria-label={t('editLesson', { lesson: title })}
          className="font-semibold text-teal-700 hover:underline"
        >
          {t('edit')}
        </Link>
      </td>
    </tr>
  );
}

/** Each lesson of the course: of its learners, who completed it; a quiz's passes; its editor. */
export function LessonFiguresTable({
  lessons,
  courseId,
  learners,
}: {
  lessons: LessonFigures[];
  courseId: number;
  learners: number;
}) {
  const { t } = useTranslation('teaching');
  return (
    <section aria-labelledby="teaching-lessons" className="space-y-2">
      <h2 id="teaching-lessons" className="text-lg font-semibold text-ink">
        {t('lessons')}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('lesson')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('completed')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('quizPassed')}
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">{t('edit')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lessons.map((lesson) => (
              <LessonRow
                key={lesson.content_id}
                lesson={lesson}
                courseId={courseId}
                learners={learners}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The questions the course's learners miss most, with how often. */
export function HardestQuestions({ questions }: { questions: HardQuestion[] }) {
  const { t, locale } = useTranslation('teaching');
  return (
    <section aria-labelledby="teaching-hardest" className="space-y-2">
      <h2 id="teaching-hardest" className="text-lg font-semibold text-ink">
        {t('hardest')}
      </h2>
      {questions.length === 0 ? (
        <p className="text-sm text-muted">{t('hardestNone')}</p>
      ) : (
        <ol className="space-y-2">
          {questions.map((question) => (
            <li
              key={`${question.content_id}-${question.question_id}`}
              className="rounded-xl bg-surface p-3 text-sm"
            >
              <p className="text-ink">{localized(question, 'question', locale)}</p>
              <p className="text-muted">
                {localized(question, 'lesson_title', locale)} ·{' '}
                {t('missed', { wrong: question.wrong, answered: question.answered })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
