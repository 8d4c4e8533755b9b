import { href } from '@academy/contracts/app-routes';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Badge, EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { useMistakes } from '../api/mistakes';
import { MistakeCard } from './mistake-card';

/**
 * The mistakes book's entries (错题本): the wrong answers of the learner's latest attempt of each
 * quiz, grouped by quiz, to review and practise.
 */
export function MistakesBook() {
  const { t, locale } = useTranslation('my-learning');
  const book = useMistakes();

  return (
    <div className="space-y-6">
      {book.data && book.data.count > 0 && (
        <p className="font-semibold text-navy-900">
          {t('mistakes.count', { count: book.data.count })}
        </p>
      )}
      {book.isPending ? (
        <LoadingState />
      ) : book.isError ? (
        <ErrorState message={t('mistakes.loadFailed')} onRetry={() => void book.refetch()} />
      ) : book.data.list.length === 0 ? (
        <EmptyState message={t('mistakes.empty')}>
          <Link to={href('myLearning')} className={buttonClasses('secondary')}>
            {t('common:titles.myLearning')}
          </Link>
        </EmptyState>
      ) : (
        book.data.list.map((quiz) => {
          const headingId = `mistakes-quiz-${quiz.content_id}`;
          const title = localized(quiz, 'title', locale);
          return (
            <section
              key={quiz.content_id}
              aria-labelledby={headingId}
              className="space-y-3 rounded-2xl bg-surface p-4 sm:p-6"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 space-y-1">
                  <h2 id={headingId} className="break-words text-lg font-semibold text-navy-900">
                    {title}
                  </h2>
                  <p className="break-words text-sm text-muted">
                    {t('mistakes.course', {
                      title: localized(
                        { title: quiz.course_title, title_zh: quiz.course_title_zh },
                        'title',
                        locale,
                      ),
                    })}
                    {' · '}
                    {t('mistakes.attempted', { date: formatDate(quiz.attempted_at, locale) })}
                  </p>
                  <Badge tone={quiz.passed ? 'green' : 'red'}>
                    {t(quiz.passed ? 'mistakes.passed' : 'mistakes.failed')}
                  </Badge>
                </div>
                <Link
                  to={href('contentViewer', {
                    courseId: quiz.course_id,
                    contentId: quiz.content_id,
                  })}
                  aria-label={t('actionLabel', { action: t('mistakes.openQuiz'), course: title })}
                  className="text-sm font-semibold text-teal-700 hover:underline"
                >
                  {t('mistakes.openQuiz')}
                </Link>
              </div>
              <ol className="space-y-3">
                {quiz.mistakes.map((mistake, index) => (
                  <MistakeCard
                    key={mistake.id}
                    quizId={quiz.content_id}
                    mistake={mistake}
                    number={index + 1}
                  />
                ))}
              </ol>
              <p className="text-xs text-muted">{t('mistakes.practiceFree')}</p>
            </section>
          );
        })
      )}
    </div>
  );
}
