import type { ContentItem } from '@academy/contracts/learning';
import { useEffect, useRef, useState } from 'react';
import { saveProgress } from '../api/content';

/**
 * The seconds left before completing this lesson may pay, counted down on the learner's screen.
 * Opening the lesson reports it to the server, which starts the lesson's clock there (the
 * server decides with its own clock; this only shows what it said, second by second).
 */
export function useCompletionClock(item: ContentItem | undefined, isTracking: boolean): number {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const opened = useRef(item);
  opened.current = item;
  const itemId = item?.id;
  const isOpen =
    isTracking && item !== undefined && !item.completed_by_user && item.type !== 'quiz';

  // Once per lesson opened (keyed on its id): refetches of the same lesson restart nothing.
  useEffect(() => {
    const lesson = opened.current;
    if (!isOpen || lesson === undefined || lesson.id !== itemId) return;
    setDeadline(Date.now() + lesson.seconds_until_completable * 1000);
    let isCurrent = true;
    saveProgress({
      content_id: lesson.id,
      progress: lesson.user_progress,
      position_seconds: lesson.position_seconds,
    })
      .then((saved) => {
        if (isCurrent) setDeadline(Date.now() + saved.seconds_until_completable * 1000);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [itemId, isOpen]);

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);
  return secondsLeft;
}
