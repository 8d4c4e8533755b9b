import type { ContentItem } from '@academy/contracts/learning';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useCompleteContent } from '../api/content';
import { useCompletionClock } from './use-completion-clock';

/**
 * A lesson's progress and completion: how far the learner got, the seconds left before
 * completing may pay, the toast of points earned, and media completing itself at its end.
 */
export function useLessonCompletion({
  courseId,
  contentId,
  item,
  isTracking,
}: {
  courseId: number;
  contentId: number;
  item: ContentItem | undefined;
  isTracking: boolean;
}) {
  const { t } = useTranslation('learning');
  const complete = useCompleteContent(courseId, contentId);
  const [progress, setProgress] = useState(0);
  const [toast, setToast] = useState<string | null>(null);

  useEffect(() => {
    if (item) setProgress(item.user_progress);
  }, [item]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 5000);
    return () => clearTimeout(timer);
  }, [toast]);

  const isCompleted = item?.completed_by_user === true || complete.isSuccess;
  const secondsLeft = useCompletionClock(item, isTracking);
  const [hasEnded, setHasEnded] = useState(false);

  const markComplete = useCallback(() => {
    complete.mutate(undefined, {
      onSuccess: (result) => {
        if (result.pointsEarned > 0) setToast(t('earned', { count: result.pointsEarned }));
      },
    });
  }, [complete, t]);

  const handleEnded = useCallback(() => {
    setProgress(100);
    setHasEnded(true);
  }, []);

  // Media that played to the end completes itself, as soon as the lesson's minimum time is up.
  useEffect(() => {
    if (hasEnded && isTracking && !isCompleted && secondsLeft === 0 && !complete.isPending) {
      setHasEnded(false);
      markComplete();
    }
  }, [hasEnded, isTracking, isCompleted, secondsLeft, complete.isPending, markComplete]);

  return {
    complete,
    progress,
    setProgress,
    toast,
    isCompleted,
    secondsLeft,
    markComplete,
    handleEnded,
  };
}

export type LessonCompletion = ReturnType<typeof useLessonCompletion>;
