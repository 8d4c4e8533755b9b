import type { LearnerPassage } from '@academy/contracts/learning';
import { formatClock } from '@academy/contracts/media.rules';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { prefersReducedMotion } from '../../../lib/reduced-motion';

/** A playback time as the player shows it, the seconds begun not counted: "0:07", "1:02:05". */
export function formatTimestamp(totalSeconds: number): string {
  return formatClock(Math.floor(totalSeconds));
}

interface TimedTranscriptProps {
  passages: readonly LearnerPassage[];
  /** The passage being spoken (-1: none yet). */
  currentIndex: number;
  onSeek(seconds: number): void;
}

/**
 * The transcript as passages that follow the playback: the one being spoken is marked
 * (`aria-current`) and scrolled into view inside the list — never the page, and never by
 * moving focus — smoothly unless the learner asks for reduced motion. Each passage is a button
 * that plays from its start.
 */
export function TimedTranscript({ passages, currentIndex, onSeek }: TimedTranscriptProps) {
  const { t, locale } = useTranslation('learning');
  const listRef = useRef<HTMLOListElement>(null);
  const hintId = useId();

  useEffect(() => {
    const list = listRef.current;
    const item = list?.children[currentIndex];
    if (!list || !(item instanceof HTMLElement)) return;
    const isAbove = item.offsetTop < list.scrollTop;
    const isBelow = item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight;
    if (!isAbove && !isBelow) return;
    list.scrollTo({
      top: Math.max(0, item.offsetTop - list.clientHeight / 3),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, [currentIndex]);

  return (
    <>
      <p id={hintId} className="mt-3 text-sm text-muted">
        {t('player.transcriptHint')}
      </p>
      <ol
        ref={listRef}
        aria-describedby={hintId}
        className="relative mt-2 max-h-80 space-y-1 overflow-y-auto pr-1"
      >
        {passages.map((passage, index) => {
          // Passages follow one another in time, so no two start together.
          const isCurrent = index === currentIndex;
          return (
            <li key={passage.start}>
              <button
                type="button"
                aria-current={isCurrent ? 'time' : undefined}
                onClick={() => onSeek(passage.start)}
                className={`flex w-full gap-3 rounded-lg border-l-4 px-3 py-2 text-left leading-relaxed transition-colors ${
                  isCurrent
                    ? 'border-teal-700 bg-teal-50 font-semibold text-navy-900'
                    : 'border-transparent text-slate-700 hover:bg-slate-100'
                }`}
              >
                <span className="shrink-0 pt-0.5 font-mono text-xs text-muted tabular-nums">
                  {formatTimestamp(passage.start)}
                </span>
                <span>{(locale === 'zh' && passage.text_zh) || passage.text}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </>
  );
}
