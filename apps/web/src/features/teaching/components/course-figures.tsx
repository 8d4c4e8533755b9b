import { href } from '@academy/contracts/app-routes';
import type { HardQuestion, LessonFigures } from '@academy/contracts/teaching';
import { Link } from 'react-router';
import { DataTable, type TableColumn } from '../../../components/ui/data-table';
import { Badge } from '../../../components/ui/states';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';

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
  const { t, locale } = useTranslation('teaching');
  const columns: TableColumn<LessonFigures>[] = [
    {
      id: 'lesson',
      header: t('lesson'),
      cell: (lesson) => (
        <>
          <span className="text-ink">{localized(lesson, 'title', locale)}</span>{' '}
          {lesson.has_draft && <Badge tone="gold">{t('hasDraft')}</Badge>}
        </>
      ),
    },
    {
      id: 'completed',
      header: t('completed'),
      cell: (lesson) =>
        t('completedOf', { completed: lesson.completed, learners, rate: lesson.completion_rate }),
      cellClassName: 'whitespace-nowrap',
    },
    {
      id: 'quiz',
      header: t('quizPassed'),
      cell: ({ quiz }) =>
        quiz
          ? t('passedOf', { passed: quiz.passed, attempted: quiz.attempted, rate: quiz.pass_rate })
          : t('notAQuiz'),
      cellClassName: 'whitespace-nowrap',
    },
    {
      id: 'edit',
      header: <span className="sr-only">{t('edit')}</span>,
      cell: (lesson) => (
        <Link
          to={href('teach', undefined, { course: courseId, lesson: lesson.content_id })}
          aria-label={t('editLesson', { lesson: localized(lesson, 'title', locale) })}
          className="font-semibold text-teal-700 hover:underline"
        >
          {t('edit')}
        </Link>
      ),
      cellClassName: 'text-right',
    },
  ];
  return (
    <section aria-labelledby="teaching-lessons" className="space-y-2">
      <h2 id="teaching-lessons" className="text-lg font-semibold text-ink">
        {t('lessons')}
      </h2>
      <DataTable columns={columns} rows={lessons} rowKey={(lesson) => lesson.content_id} />
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
