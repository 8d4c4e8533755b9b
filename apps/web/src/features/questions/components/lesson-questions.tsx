import type { Question } from '@academy/contracts/questions';
import {
  QUESTION_MAX_LENGTH,
  QUESTIONS_PAGE_SIZE,
  type QuestionSort,
  questionSorts,
} from '@academy/contracts/questions.rules';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MomentComposer } from '../../../components/ui/moment-composer';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorState } from '../../../components/ui/states';
import { ToggleGroup } from '../../../components/ui/toggle-group';
import { describeError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';
import { useAskQuestion, useLessonQuestions, useQuestionThread } from '../api/questions';
import { type LessonPlayer, QuestionItem } from './question-item';

export type { LessonPlayer };

/** The form that asks a question, at the player's moment on a video or audio lesson. */
function AskForm({ contentId, player }: { contentId: number; player: LessonPlayer | null }) {
  const { t } = useTranslation('questions');
  const ask = useAskQuestion();
  return (
    <MomentComposer
      label={t('askLabel')}
      placeholder={t('askPlaceholder')}
      maxLength={QUESTION_MAX_LENGTH}
      rows={2}
      player={player}
      momentLabel={t('atMoment')}
      submitLabel={t('ask')}
      isPending={ask.isPending}
      errorMessage={ask.isError ? describeError(ask.error, t, t('saveFailed')) : null}
      onSubmit={(text) => ask.mutateAsync({ content_id: contentId, ...text })}
    />
  );
}

/** The question a notification led to (`?question=`), opened above the list. */
function FocusedQuestion({
  questionId,
  player,
}: {
  questionId: number;
  player: LessonPlayer | null;
}) {
  const { t } = useTranslation('questions');
  const thread = useQuestionThread(questionId, true);
  if (!thread.data) return null;
  return (
    <section aria-label={t('focused')} className="mt-4">
      <ul>
        <QuestionItem
          question={thread.data.question}
          player={player}
          canModerate={thread.data.can_moderate}
          isInitiallyOpen
        />
      </ul>
    </section>
  );
}

/**
 * Questions and answers on a lesson (decision 0042): ask, read the newest or most helpful, open
 * a question's answers. Loaded after the lesson, for signed-in readers who may open it.
 */
export function LessonQuestions({
  contentId,
  player,
}: {
  contentId: number;
  player: LessonPlayer | null;
}) {
  const { t } = useTranslation('questions');
  const [sort, setSort] = useState<QuestionSort>('newest');
  const [page, setPage] = useState(1);
  const questions = useLessonQuestions(contentId, sort, page);
  const focusId = Number(useSearchParams()[0].get('question')) || null;
  const list = (questions.data?.list ?? []).filter(
    (question: Question) => question.question_id !== focusId,
  );
  return (
    <section aria-labelledby={`questions-${contentId}`} className="mt-8 rounded-2xl bg-surface p-4">
      <h2 id={`questions-${contentId}`} className="text-lg font-semibold text-navy-900">
        {t('heading')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('intro')}</p>
      <AskForm contentId={contentId} player={player} />
      {focusId !== null && <FocusedQuestion questionId={focusId} player={player} />}
      <ToggleGroup
        label={t('sortLabel')}
        look="segments"
        className="mt-4"
        value={sort}
        onChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        options={questionSorts.map((value) => ({ value, label: t(`sorts.${value}`) }))}
      />
      {questions.isError ? (
        <ErrorState message={t('loadFailed')} onRetry={() => void questions.refetch()} />
      ) : list.length > 0 ? (
        <ul className="mt-4 flex flex-col gap-2">
          {list.map((question) => (
            <QuestionItem
              key={question.question_id}
              question={question}
              player={player}
              canModerate={questions.data?.can_moderate ?? false}
            />
          ))}
        </ul>
      ) : (
        questions.data && focusId === null && <p className="mt-4 text-sm text-muted">{t('none')}</p>
      )}
      <Pagination
        page={page}
        totalPages={Math.ceil((questions.data?.count ?? 0) / QUESTIONS_PAGE_SIZE)}
        onChange={setPage}
      />
    </section>
  );
}
