/** The learning rules, zod-free: the server decides with them and the viewer explains them. */
import type { ContentTypeName } from './rules';

/** Video and audio count as complete from this progress on; a PDF from above 0. */
export const MEDIA_COMPLETION_THRESHOLD = 90;
export const PDF_INITIAL_PROGRESS = 10;

/** The longest explanation a quiz question may carry, per language. */
export const QUIZ_EXPLANATION_MAX_LENGTH = 2000;

/**
 * A lesson needs a title in at least one language: either may be written first, and a page in
 * the other language shows it until it is translated.
 */
export function hasTitleInOneLanguage(title?: string | null, titleZh?: string | null): boolean {
  return Boolean(title?.trim() || titleZh?.trim());
}

/** The fastest playback speed the viewer offers: media cannot honestly be watched faster. */
export const MAX_PLAYBACK_RATE = 2;
/** Reading (an article, a PDF) counts after this share of its stated time, within the bounds. */
const READING_SHARE = 0.1;
const READING_MIN_SECONDS = 10;
const READING_MAX_SECONDS = 60;

/**
 * How long a learner must have had a lesson open, by the server's clock, before completing it
 * pays: media up to the completion point at the fastest speed (90 % of the stated duration at
 * 2×), reading a tenth of its stated time (10 s to 1 min). Quizzes complete by passing. The
 * anti-farming rule: `progress: 100` sent a second after opening a two-hour video pays nothing.
 */
export function minimumSecondsOnLesson(type: ContentTypeName, durationMinutes: number): number {
  const seconds = Math.max(0, durationMinutes) * 60;
  switch (type) {
    case 'video':
    case 'audio':
      return Math.ceil((seconds * MEDIA_COMPLETION_THRESHOLD) / 100 / MAX_PLAYBACK_RATE);
    case 'text':
    case 'pdf':
      return Math.round(
        Math.min(READING_MAX_SECONDS, Math.max(READING_MIN_SECONDS, seconds * READING_SHARE)),
      );
    case 'quiz':
      return 0;
  }
}

/** What the completion rule looks at: the lesson, the progress reached, the time it has been open. */
export interface LessonState {
  type: ContentTypeName;
  durationMinutes: number;
  progress: number;
  /** Seconds since the learner first opened the lesson (server clock); null if never opened. */
  secondsOpen: number | null;
}

/** Whether the progress reached allows completion: an article at once, media from 90 %, a PDF once opened. */
export function hasReachedEnd(type: ContentTypeName, progress: number): boolean {
  switch (type) {
    case 'text':
      return true;
    case 'video':
    case 'audio':
      return progress >= MEDIA_COMPLETION_THRESHOLD;
    case 'pdf':
      return progress > 0;
    case 'quiz':
      return false;
  }
}

/**
 * Seconds still to wait before the lesson may be completed (0: now). `timeScale` shortens the
 * wait for test runs only (LESSON_TIME_SCALE); it is 1 in every real deployment.
 */
export function secondsUntilCompletable(lesson: LessonState, timeScale = 1): number {
  const required = minimumSecondsOnLesson(lesson.type, lesson.durationMinutes) * timeScale;
  return Math.max(0, Math.ceil(required - (lesson.secondsOpen ?? 0)));
}

/** The one completion rule, shared by the server (which decides) and the viewer (which explains). */
export function canComplete(lesson: LessonState, timeScale = 1): boolean {
  return (
    hasReachedEnd(lesson.type, lesson.progress) && secondsUntilCompletable(lesson, timeScale) === 0
  );
}

/** A quiz's pass mark (percent) and attempts unless its author sets others. */
export const QUIZ_DEFAULT_PASSING_SCORE = 70;
export const QUIZ_DEFAULT_MAX_ATTEMPTS = 3;
/** The most attempts a quiz may allow: more would make its points a matter of guessing. */
export const QUIZ_MAX_ATTEMPTS = 20;
