/**
 * The media player's rules, zod-free: the speeds it offers, how far a key moves the playback,
 * and how a timed transcript is ordered and followed. The server validates stored passages with
 * them; the viewer highlights the passage being spoken with them.
 */
import { MAX_PLAYBACK_RATE } from './learning.rules';

/** The playback speeds the player offers, slowest first (1 is normal speed). */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, MAX_PLAYBACK_RATE] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];
export const NORMAL_PLAYBACK_RATE: PlaybackRate = 1;

export function isPlaybackRate(value: unknown): value is PlaybackRate {
  return PLAYBACK_RATES.some((rate) => rate === value);
}

/** Seconds the arrow keys move the playback back or forward. */
export const SEEK_STEP_SECONDS = 5;

/** The longest lesson media a timed transcript may describe (a day, as progress positions). */
export const MAX_MEDIA_SECONDS = 86_400;
/** The most passages one timed transcript holds (a long lecture in short sentences). */
export const MAX_PASSAGES = 2000;
/** The longest text of one passage (a caption is a sentence or two, not a chapter). */
export const MAX_PASSAGE_LENGTH = 1000;

/** A passage of a timed transcript: when it is spoken, in seconds from the start. */
export interface TimedSpan {
  start: number;
  end: number;
}

/**
 * Whether passages follow one another in time: each ends after it starts, and none starts
 * before the previous one has ended. So at most one passage is spoken at any moment, which is
 * the one the viewer highlights.
 */
export function arePassagesInOrder(passages: readonly TimedSpan[]): boolean {
  return passages.every((passage, index) => {
    const previous = passages[index - 1];
    return passage.end > passage.start && (previous === undefined || passage.start >= previous.end);
  });
}

/**
 * The index of the passage to highlight at a playback time: the last one that has started, so
 * the highlight stays put through the pauses between sentences; -1 before the first.
 */
export function passageIndexAt(passages: readonly TimedSpan[], time: number): number {
  let low = 0;
  let high = passages.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((passages[middle]?.start ?? Number.POSITIVE_INFINITY) <= time) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** Where a step of `delta` seconds lands, kept within the media (its duration may be unknown). */
export function seekTarget(current: number, delta: number, duration: number): number {
  const target = Math.max(0, current + delta);
  return Number.isFinite(duration) && duration > 0 ? Math.min(target, duration) : target;
}

/**
 * Seconds as "m:ss" ("1:05"), or "h:mm:ss" from an hour on: a countdown, where a video resumes,
 * the moment a note was taken (web and the notes' Markdown alike).
 */
export function formatClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.ceil(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
