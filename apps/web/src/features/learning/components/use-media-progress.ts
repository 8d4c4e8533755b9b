import { MEDIA_COMPLETION_THRESHOLD } from '@academy/contracts/learning.rules';
import { type SyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import { saveProgress } from '../api/content';

/** Progress is saved at most this often while playing, and on pause and exit. */
export const SAVE_INTERVAL_MS = 10_000;

/** Current time over duration as a whole percentage, capped at 100. */
export function progressOf(currentTime: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(100, Math.round((currentTime / duration) * 100));
}

interface Options {
  contentId: number;
  /** Guests watch without tracking. */
  isTracking: boolean;
  storedProgress: number;
  storedPosition: number;
  /** Called once when playback reaches the end (the viewer completes the item). */
  onEnded(): void;
}

/** `HTMLMediaElement.HAVE_METADATA`: the media's length is known. */
const HAVE_METADATA = 1;

/**
 * Resumes at the saved position once both the media's length and the position are known,
 * whichever came last (the saved position may arrive after the metadata), and only while the
 * learner has not moved the media themselves.
 */
function useResume(storedPosition: number) {
  const resumedAt = useRef<number | null>(null);
  return useCallback(
    (element: HTMLMediaElement | null) => {
      if (!element || element.readyState < HAVE_METADATA) return;
      if (resumedAt.current === storedPosition) return;
      resumedAt.current = storedPosition;
      const isUntouched = element.currentTime === 0;
      if (isUntouched && storedPosition > 0 && storedPosition < element.duration - 2) {
        element.currentTime = storedPosition;
      }
    },
    [storedPosition],
  );
}

/**
 * Tracks a video or audio element: resumes from the saved position, keeps the highest
 * progress, and saves it throttled while playing, on pause, at the end and when leaving.
 */
export function useMediaProgress({
  contentId,
  isTracking,
  storedProgress,
  storedPosition,
  onEnded,
}: Options) {
  const [progress, setProgress] = useState(storedProgress);
  const latest = useRef({
    progress: storedProgress,
    position: storedPosition,
    lastSavedAt: 0,
    isDirty: false,
  });

  const save = useCallback(
    (keepalive = false) => {
      if (!isTracking) return;
      const { progress: value, position } = latest.current;
      if (value <= 0) return;
      latest.current.lastSavedAt = Date.now();
      latest.current.isDirty = false;
      void saveProgress(
        { content_id: contentId, progress: value, position_seconds: position },
        keepalive,
      ).catch(() => {
        latest.current.isDirty = true;
      });
    },
    [contentId, isTracking],
  );

  useEffect(() => {
    const handleLeave = () => {
      if (latest.current.isDirty) save(true);
    };
    window.addEventListener('pagehide', handleLeave);
    return () => {
      window.removeEventListener('pagehide', handleLeave);
      handleLeave();
    };
  }, [save]);

  const resume = useResume(storedPosition);

  function record(element: HTMLMediaElement, value: number) {
    const best = Math.max(latest.current.progress, value);
    latest.current = {
      ...latest.current,
      progress: best,
      position: Math.floor(element.currentTime),
      isDirty: true,
    };
    setProgress(best);
  }

  return {
    progress,
    resume,
    canComplete: progress >= MEDIA_COMPLETION_THRESHOLD,
    handlers: {
      onLoadedMetadata: (event: SyntheticEvent<HTMLMediaElement>) => resume(event.currentTarget),
      onTimeUpdate: (event: SyntheticEvent<HTMLMediaElement>) => {
        const element = event.currentTarget;
        record(element, progressOf(element.currentTime, element.duration));
        if (Date.now() - latest.current.lastSavedAt >= SAVE_INTERVAL_MS) save();
      },
      onPause: () => save(),
      onEnded: (event: SyntheticEvent<HTMLMediaElement>) => {
        record(event.currentTarget, 100);
        latest.current.position = 0;
        save();
        onEnded();
      },
    },
  };
}
