import { href } from '@academy/contracts/app-routes';
import type { LearnerContentData, QuizResult } from '@academy/contracts/learning';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckIcon, CrossIcon } from '../../../components/ui/icons';
import { describeError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useSubmitQuiz } from '../api/content';
import { ChoiceOptions } from './choice-options';

type Quiz = Extract<LearnerContentData, { type: 'quiz' }>;

/** A percentage as a ring. */
function ScoreCircle({ percentage, isPassed }: { percentage: number; isPassed: boolean }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  return (
    <svg viewBox="0 0 120 120" width={128} height={128} aria-hidden="true">
      <circle cx="60" cy="60" r={radius} fill="none" stroke="#e2e8f0" strokeWidth="12" />
      <circle
        cx="60"
        cy="60"
        r={radius}
        fill="none"
        stroke={isPassed ? '#0f5e63' : '#b91c1c'}
        strokeWidth="12"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - percentage / 100)}
        strokeLinecap="round"
        transform="rotate(-90 60 60)"
      />
      <text x="60" y="68" textAnchor="middle" fontSize="26" fontWeight="700" fill="#0b2545">
        {percentage}%
      </text>
    </svg>
  );
}

type Question = Quiz['questions'][number];

/** A question's text, or option's, in the interface language when it has one. */
const inLocale = (locale: string, value: string, zh: string | null) =>
  (locale === 'zh' && zh) || value;

/** One graded answer: right or wrong, what was chosen and the explanation. */
function AnswerReview({
  answer,
  question,
  position,
}: {
  answer: QuizResult['answers'][number];
  question: Question;
  position: number;
}) {
  const { t, locale } = useTranslation('learning');
  const chosen = question.options.find((option) => option.id === answer.chosen);
  const Mark = answer.is_correct ? CheckIcon : CrossIcon;
  const explanation =
    (locale === 'zh' && answer.explanation_zh) || answer.explanation || answer.explanation_zh;
  return (
    <li
      className={`flex gap-3 rounded-lg border px-4 py-3 ${
        answer.is_correct ? 'border-teal-200 bg-white' : 'border-red-200 bg-red-50'
      }`}
    >
      <Mark className={`mt-0.5 shrink-0 ${answer.is_correct ? 'text-teal-700' : 'text-red-700'}`} />
      <div>
        <p className="font-medium text-navy-900">
          {position}. {inLocale(locale, question.question, question.question_zh)}
        </p>
        <p className="text-sm text-muted">
          {t(answer.is_correct ? 'quiz.answerRight' : 'quiz.answerWrong', {
            answer: chosen ? inLocale(locale, chosen.text, chosen.text_zh) : t('quiz.noAnswer'),
          })}
        </p>
        {explanation && (
          <p className="mt-2 whitespace-pre-line text-sm leading-relaxed">
            <strong>{t('quiz.explanation')}</strong>
            {explanation}
          </p>
        )}
      </div>
    </li>
  );
}

/** A graded attempt: score, pass or fail, points earned, each answer, and the retake. */
function QuizResultView({
  quiz,
  result,
  onRetake,
}: {
  quiz: Quiz;
  result: QuizResult;
  onRetake(): void;
}) {
  const { t } = useTranslation('learning');
  const attemptsLeft = result.max_attempts - result.attempts_used;
  return (
    <section
      aria-labelledby="quiz-result"
      className="flex flex-col items-center gap-4 rounded-2xl bg-surface p-8 text-center"
    >
      <h2 id="quiz-result" className="text-xl font-semibold text-navy-900">
        {t('quiz.result')}
      </h2>
      <ScoreCircle percentage={result.scorePercentage} isPassed={result.passed} />
      <p className={`text-lg font-bold ${result.passed ? 'text-teal-700' : 'text-red-700'}`}>
        {result.passed ? t('quiz.passed') : t('quiz.failed', { score: quiz.passing_score })}
      </p>
      {result.pointsEarned > 0 && (
        <p role="status" className="font-semibold text-emerald-800">
          {t('quizEarned', { count: result.pointsEarned })}
        </p>
      )}
      <p>{t('quiz.correct', { correct: result.correctAnswers, total: result.totalQuestions })}</p>
      <ol className="w-full max-w-xl space-y-2 text-left" aria-label={t('quiz.review')}>
        {result.answers.map((answer, index) => {
          const question = quiz.questions.find((entry) => entry.id === answer.question_id);
          return question ? (
            <AnswerReview
              key={answer.question_id}
              answer={answer}
              question={question}
              position={index + 1}
            />
          ) : null;
        })}
      </ol>
      {result.answers.some((answer) => !answer.is_correct) && (
        <Link to={href('mistakes')} className="text-sm font-semibold text-teal-700 hover:underline">
          {t('quiz.mistakesLink')}
        </Link>
      )}
      <p className="text-sm text-muted">
        {t('quiz.attemptsLeft', { count: Math.max(0, attemptsLeft) })}
      </p>
      <Button variant="secondary" disabled={attemptsLeft <= 0} onClick={onRetake}>
        {t('quiz.retake')}
      </Button>
    </section>
  );
}

/**
 * Multiple-choice and true/false questions; submit only when all are answered. Results show
 * the score, pass or fail, the points this attempt earned and each answer right or wrong with
 * its explanation, and lead to the mistakes book when some were wrong; a retake clears the
 * answers and the result with them.
 */
export function QuizView({
  contentId,
  quiz,
  priorResult,
}: {
  contentId: number;
  quiz: Quiz;
  priorResult: QuizResult | null;
}) {
  const { t, locale } = useTranslation('learning');
  const { isAuthenticated } = useSession();
  const submit = useSubmitQuiz(contentId);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [result, setResult] = useState<QuizResult | null>(priorResult);
  const [isShowingResult, setIsShowingResult] = useState(priorResult !== null);
  const isComplete = quiz.questions.every((question) => answers[question.id] !== undefined);

  function handleSubmit() {
    submit.mutate(answers, {
      onSuccess: (graded) => {
        setResult(graded);
        setIsShowingResult(true);
      },
    });
  }

  if (isShowingResult && result) {
    return (
      <QuizResultView
        quiz={quiz}
        result={result}
        onRetake={() => {
          setAnswers({});
          setIsShowingResult(false);
        }}
      />
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
      className="space-y-6"
    >
      <p className="text-sm text-muted">
        {t('quiz.rules', { score: quiz.passing_score, attempts: quiz.max_attempts })}
      </p>
      {quiz.questions.map((question, index) => (
        <fieldset key={question.id} className="rounded-2xl border border-slate-200 p-5">
          <legend className="px-1 font-semibold text-navy-900">
            {index + 1}. {inLocale(locale, question.question, question.question_zh)}
          </legend>
          <ChoiceOptions
            name={question.id}
            options={question.options}
            value={answers[question.id]}
            onChoose={(optionId) => setAnswers({ ...answers, [question.id]: optionId })}
            className="mt-3 space-y-2"
          />
        </fieldset>
      ))}
      {!isAuthenticated && <p className="text-sm text-muted">{t('quiz.loginToSubmit')}</p>}
      {submit.isError && (
        <ErrorBanner>{describeError(submit.error, t, t('operationFailed'))}</ErrorBanner>
      )}
      <Button type="submit" disabled={!isComplete || !isAuthenticated} isLoading={submit.isPending}>
        {t('quiz.submit')}
      </Button>
    </form>
  );
}
