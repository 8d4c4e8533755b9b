import type { WaitingQuestion } from '@academy/contracts/questions';
import { type ReactNode, useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { useWaitingQuestions, WAITING_PAGE_SIZE } from '../api/teaching';
import { PagedSection } from './paged-section';

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
  return (
    <PagedSection
      id="teaching-waiting"
      heading={t('questions.heading')}
      className="space-y-3"
      read={waiting}
      page={page}
      pageSize={WAITING_PAGE_SIZE}
      onPage={setPage}
      emptyText={t('questions.none')}
    >
      {(list) => (
        <ul className="space-y-3">
          {list.map((question) => (
            <WaitingItem
              key={question.question_id}
              question={question}
              thread={threadOf(question.question_id)}
            />
          ))}
        </ul>
      )}
    </PagedSection>
  );
}
