import type { WaitingQuestion } from '@academy/contracts/questions';
import { type ReactNode, useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { useWaitingQuestions, WAITING_PAGE_SIZE } from '../api/teaching';

function WaitingItem({ question, thread }: { question: WaitingQuestion; thread: ReactNode }) {
  const { t, locale } = useTranslation('teaching');
  const [isOpen, setIsOpen] = useState(false);
  const asker = question.author_name ?? t('questions.anonymous', { tag: question.author_tag });
  return (
    <li className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4">
      <p className="text-sm text-muted">
        {localized(question, 'course_title', locale)} ·{' '}
        {localized(question, 'lesson_title', locale)}
      </p>
      <p className="whitespace-pre-wrap break-words text-ink">{question.body}</p>
      <p className="text-sm text-muted">
        {asker} ·{' '}
        <time dateTime={question.created_at}>{formatDateTime(question.created_at, locale)}</time>
      </p>
      <button
        type="button"
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
        className="text-sm font-semibold text-teal-700 hover:underline"
      >
        {isOpen ? t('questions.close') : t('questions.answer')}
      </button>
      {isOpen && thread}
    </li>
  );
}

/**
 * The questions on the teacher's courses that no teacher has answered yet, oldest first; each
 * opens its thread, which the page supplies (the questions feature answers and accepts).
 */
export function WaitingQuestions({ threadOf }: { threadOf: (questionId: number) => ReactNode }) {
  const { t } = useTranslation('teaching');
  const [page, setPage] = useState(1);
  const waiting = useWaitingQuestions(page);
  let body: ReactNode;
  if (waiting.isPending) body = <LoadingState />;
  else if (waiting.isError) {
    body = <ErrorState message={t('loadFailed')} onRetry={() => void waiting.refetch()} />;
  } else if (waiting.data.count === 0) {
    body = <p className="text-sm text-muted">{t('questions.none')}</p>;
  } else {
    body = (
      <>
        <ul className="space-y-3">
          {waiting.data.list.map((question) => (
            <WaitingItem
              key={question.question_id}
              question={question}
              thread={threadOf(question.question_id)}
            />
          ))}
        </ul>
        <Pagination
          page={page}
          totalPages={Math.ceil(waiting.data.count / WAITING_PAGE_SIZE)}
          onChange={setPage}
        />
      </>
    );
  }
  return (
    <section aria-labelledby="teaching-waiting" className="space-y-3">
      <h2 id="teaching-waiting" className="text-lg font-semibold text-ink">
        {t('questions.heading')}
      </h2>
      {body}
    </section>
  );
}
