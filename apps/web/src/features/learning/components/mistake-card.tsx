import type { QuizMistake } from '@academy/contracts/learning';
import { type FormEvent, useId, useState } from 'react';
import { ErrorBanner } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckIcon, CrossIcon } from '../../../components/ui/icons';
import { describeError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';
import { usePractice } from '../api/mistakes';
import { ChoiceOptions } from './choice-options';

/** The server's verdict on a practice answer. */
function PracticeVerdict({ isCorrect }: { isCorrect: boolean }) {
  const { t } = useTranslation('my-learning');
  return isCorrect ? (
    <span className="inline-flex items-center gap-1 text-teal-700">
      <CheckIcon width={18} height={18} />
      {t('mistakes.right')}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-red-800">
      <CrossIcon width={18} height={18} />
      {t('mistakes.wrong')}
    </span>
  );
}

/** Answering the question again, graded by the server, with nothing recorded. */
function PracticeForm({
  quizId,
  mistake,
  question,
  questionId,
}: {
  quizId: number;
  mistake: QuizMistake;
  question: string;
  questionId: string;
}) {
  const { t } = useTranslation('my-learning');
  const practice = usePractice();
  const [choice, setChoice] = useState<string | null>(null);

  function handleCheck(event: FormEvent) {
    event.preventDefault();
    if (choice === null) return;
    practice.mutate({ content_id: quizId, question_id: mistake.id, answer: choice });
  }

  return (
    <form onSubmit={handleCheck} className="space-y-3">
      <fieldset>
        <legend className="sr-only">{t('mistakes.practiseLabel', { question })}</legend>
        <ChoiceOptions
          name={`practice-${quizId}-${mistake.id}`}
          options={mistake.options}
          value={choice}
          onChoose={(optionId) => {
            setChoice(optionId);
            practice.reset();
          }}
          className="space-y-1"
        />
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          variant="secondary"
          disabled={choice === null}
          isLoading={practice.isPending}
          aria-describedby={questionId}
        >
          {t('mistakes.check')}
        </Button>
        <p role="status" className="text-sm font-semibold">
          {practice.data && <PracticeVerdict isCorrect={practice.data.is_correct} />}
        </p>
      </div>
      {practice.isError && (
        <ErrorBanner>{describeError(practice.error, t, t('mistakes.practiceFailed'))}</ErrorBanner>
      )}
    </form>
  );
}

/**
 * A question the learner got wrong: their answer, why it is wrong (on request), and practice:
 * answer again as often as they like, graded by the server, with nothing recorded.
 */
export function MistakeCard({
  quizId,
  mistake,
  number,
}: {
  quizId: number;
  mistake: QuizMistake;
  number: number;
}) {
  const { t, locale } = useTranslation('my-learning');
  const [isPractising, setIsPractising] = useState(false);
  const questionId = useId();
  const text = (value: string | null, zh: string | null) =>
    (locale === 'zh' && zh) || value || zh || '';
  const question = text(mistake.question, mistake.question_zh);
  const chosen = mistake.options.find((option) => option.id === mistake.chosen);
  const explanation = text(mistake.explanation, mistake.explanation_zh);

  return (
    <li className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <p id={questionId} className="break-words font-semibold text-navy-900">
        {number}. {question}
      </p>
      <p className="flex items-start gap-2 text-sm text-red-800">
        <CrossIcon width={18} height={18} className="mt-0.5 shrink-0" />
        {t('mistakes.yourAnswer', { answer: chosen ? text(chosen.text, chosen.text_zh) : '—' })}
      </p>
      <details className="rounded-lg bg-surface px-4 py-2 text-sm">
        <summary className="cursor-pointer font-semibold text-teal-700">
          {t('mistakes.showWhy')}
        </summary>
        <p className="mt-2 whitespace-pre-line leading-relaxed">
          {explanation || t('mistakes.noExplanation')}
        </p>
      </details>
      {isPractising ? (
        <PracticeForm
          quizId={quizId}
          mistake={mistake}
          question={question}
          questionId={questionId}
        />
      ) : (
        <Button
          variant="secondary"
          onClick={() => setIsPractising(true)}
          aria-describedby={questionId}
        >
          {t('mistakes.practise')}
        </Button>
      )}
    </li>
  );
}
