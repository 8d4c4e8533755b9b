import { formatClock } from '@academy/contracts/media.rules';
import type { Question } from '@academy/contracts/questions';
import { useState } from 'react';
import { ErrorBanner } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/states';
import { describeError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';
import { useMarkHelpful } from '../api/questions';
import { HiddenNotice, HideControl, PostByline } from './post-parts';
import { QuestionThread } from './question-thread';

/** What the questions need of a video or audio player: where it is, and a way to go somewhere. */
export interface LessonPlayer {
  currentTime(): number;
  seek(seconds: number): void;
}

/** A question's moment: a button that seeks there when the lesson plays media. */
function Moment({ seconds, player }: { seconds: number; player: LessonPlayer | null }) {
  const { t } = useTranslation('questions');
  const time = formatClock(seconds);
  const classes = 'rounded-lg bg-teal-50 px-3 font-mono text-sm font-semibold text-teal-800';
  if (!player) return <span className={`${classes} py-2`}>{time}</span>;
  return (
    <button
      type="button"
      onClick={() => player.seek(seconds)}
      className={`${classes} min-h-11 hover:bg-teal-100`}
      aria-label={t('seekTo', { time })}
    >
      {time}
    </button>
  );
}

/**
 * One question: its moment, words and author; a helpful mark (not on one's own); the count of
 * answers, which opens them; a moderator's hide.
 */
export function QuestionItem({
  question,
  player,
  canModerate,
  isInitiallyOpen = false,
}: {
  question: Question;
  player: LessonPlayer | null;
  canModerate: boolean;
  isInitiallyOpen?: boolean;
}) {
  const { t } = useTranslation('questions');
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const helpful = useMarkHelpful(question.question_id);
  const threadId = `question-${question.question_id}-answers`;
  return (
    <li className="rounded-xl bg-white p-3 shadow-sm">
      <PostByline post={question} />
      <div className="mt-1 flex flex-wrap items-start gap-2">
        {question.position_seconds !== null && (
          <Moment seconds={question.position_seconds} player={player} />
        )}
        <p className="min-w-0 flex-1 whitespace-pre-wrap break-words py-2">{question.body}</p>
      </div>
      <HiddenNotice reason={question.hidden_reason} />
      <div className="mt-1 flex flex-wrap items-center gap-2">
        {question.teacher_answered && <Badge tone="teal">{t('answeredByTeacher')}</Badge>}
        {question.accepted_answer_id !== null && <Badge tone="green">{t('accepted')}</Badge>}
        <span className="flex-1" />
        <Button
          variant="ghost"
          disabled={question.is_own}
          aria-pressed={question.marked_helpful}
          isLoading={helpful.isPending}
          onClick={() => helpful.mutate(!question.marked_helpful)}
        >
          {t('helpful', { count: question.helpful_count })}
        </Button>
        <Button
          variant="ghost"
          aria-expanded={isOpen}
          aria-controls={threadId}
          onClick={() => setIsOpen(!isOpen)}
        >
          {isOpen ? t('hideAnswers') : t('answers', { count: question.answers_count })}
        </Button>
        {canModerate && question.hidden_reason === null && (
          <HideControl post={{ kind: 'question', id: question.question_id }} />
        )}
      </div>
      {helpful.isError && (
        <ErrorBanner>{describeError(helpful.error, t, t('saveFailed'))}</ErrorBanner>
      )}
      <div id={threadId}>{isOpen && <QuestionThread questionId={question.question_id} />}</div>
    </li>
  );
}
