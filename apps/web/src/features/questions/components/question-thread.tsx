import type { Answer } from '@academy/contracts/questions';
import { ANSWER_MAX_LENGTH } from '@academy/contracts/questions.rules';
import { type FormEvent, useState } from 'react';
import { ErrorBanner } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { textareaClasses } from '../../../components/ui/moment-composer';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';
import { useAcceptAnswer, useAnswerQuestion, useQuestionThread } from '../api/questions';
import { HiddenNotice, HideControl, PostByline } from './post-parts';

/** One answer: the teacher badge, the accepted mark, and a moderator's accept and hide. */
function AnswerItem({
  answer,
  canModerate,
  canAccept,
}: {
  answer: Answer;
  canModerate: boolean;
  canAccept: boolean;
}) {
  const { t } = useTranslation('questions');
  const accept = useAcceptAnswer(answer.question_id);
  return (
    <li
      className={`rounded-xl p-3 ${answer.is_accepted ? 'border-2 border-emerald-600 bg-emerald-50' : 'bg-surface'}`}
    >
      {answer.is_accepted && (
        <p className="mb-1 inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
          <CheckIcon width={16} height={16} />
          {t('accepted')}
        </p>
      )}
      <PostByline post={answer} isTeacher={answer.is_teacher} />
      <p className="mt-1 whitespace-pre-wrap break-words">{answer.body}</p>
      <HiddenNotice reason={answer.hidden_reason} />
      {canModerate && answer.hidden_reason === null && (
        <div className="mt-1 flex flex-wrap justify-end gap-1">
          {canAccept && (
            <Button
              variant="secondary"
              isLoading={accept.isPending}
              onClick={() => accept.mutate(answer.answer_id)}
            >
              {t('accept')}
            </Button>
          )}
          <HideControl post={{ kind: 'answer', id: answer.answer_id }} />
        </div>
      )}
      {accept.isError && (
        <ErrorBanner>{describeError(accept.error, t, t('saveFailed'))}</ErrorBanner>
      )}
    </li>
  );
}

/** The form under a question's answers. */
function AnswerForm({ questionId }: { questionId: number }) {
  const { t } = useTranslation('questions');
  const post = useAnswerQuestion(questionId);
  const [body, setBody] = useState('');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    if (!text || post.isPending) return;
    await post.mutateAsync(text);
    setBody('');
  }

  return (
    <form onSubmit={handleSubmit} className="mt-3 flex flex-col gap-2">
      <textarea
        aria-label={t('answerLabel')}
        placeholder={t('answerPlaceholder')}
        value={body}
        maxLength={ANSWER_MAX_LENGTH}
        onChange={(event) => setBody(event.target.value)}
        className={textareaClasses}
        rows={2}
      />
      <div className="flex justify-end">
        <Button type="submit" isLoading={post.isPending} disabled={body.trim() === ''}>
          {t('answer')}
        </Button>
      </div>
      {post.isError && <ErrorBanner>{describeError(post.error, t, t('saveFailed'))}</ErrorBanner>}
    </form>
  );
}

/** A question's answers, oldest first, and the form to add one; read when the question opens. */
export function QuestionThread({ questionId }: { questionId: number }) {
  const { t } = useTranslation('questions');
  const thread = useQuestionThread(questionId, true);
  if (thread.isPending) return <LoadingState />;
  if (thread.isError) {
    return <ErrorState message={t('loadFailed')} onRetry={() => void thread.refetch()} />;
  }
  const { question, answers, can_moderate: canModerate } = thread.data;
  const isHidden = question.hidden_reason !== null;
  return (
    <div className="mt-3 border-t border-slate-200 pt-3">
      {answers.length === 0 ? (
        <p className="text-sm text-muted">{t('noAnswers')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {answers.map((answer) => (
            <AnswerItem
              key={answer.answer_id}
              answer={answer}
              canModerate={canModerate}
              canAccept={question.accepted_answer_id === null}
            />
          ))}
        </ul>
      )}
      {!isHidden && <AnswerForm questionId={questionId} />}
    </div>
  );
}
