import { type LessonState, secondsUntilCompletable } from '@academy/contracts/learning.rules';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { CatalogueService } from '../catalogue/catalogue.service';
import {
  type ContentRow,
  createLearningRepository,
  type LearningRepository,
  type ProgressRow,
} from './learning.repository';

/** What of a lesson and of a learner's progress on it its completion clock reads. */
type TimedContent = Pick<ContentRow, 'type' | 'durationMinutes'>;
type TimedProgress = Pick<ProgressRow, 'progress' | 'startedAt'>;

/** The lesson as the shared completion rule sees it, timed by the server's clock. */
export function lessonState(
  content: TimedContent,
  progress: TimedProgress | undefined,
  now: number,
): LessonState {
  return {
    type: content.type,
    durationMinutes: content.durationMinutes,
    progress: progress?.progress ?? 0,
    secondsOpen: progress ? Math.max(0, (now - progress.startedAt.getTime()) / 1000) : null,
  };
}

/**
 * The item and the viewer's progress on it in one statement, or the refusal: 404 when there is
 * no such item or its course is not public, COURSE_LOCKED when the viewer may not open it.
 */
export async function viewContentIn(
  repository: LearningRepository,
  contentId: number,
  viewerId: number | null,
) {
  const row = await repository.contentForViewer(contentId, viewerId);
  if (!row || row.isOpen === null) throw new AppError('NOT_FOUND');
  if (!row.isOpen) throw new AppError('COURSE_LOCKED');
  return { content: row.content, progress: row.progress ?? undefined };
}

export interface LessonAccessOptions {
  catalogue: CatalogueService;
  /** Shortens every lesson's minimum time in test runs only (LESSON_TIME_SCALE); 1 otherwise. */
  lessonTimeScale: number;
  now: () => number;
}

/** How every learning use case opens a lesson and reads its completion clock. */
export function createLessonAccess(db: Database, options: LessonAccessOptions) {
  const repository = createLearningRepository(db);
  return {
    repository,
    lessonTimeScale: options.lessonTimeScale,
    now: options.now,

    /** The item, its course, and a refusal when the viewer may not open the course. */
    async open(contentId: number, viewerId: number | null) {
      const content = await repository.findContent(contentId);
      if (!content) throw new AppError('NOT_FOUND');
      const access = await options.catalogue.courseAccess(content.courseId, viewerId);
      if (!access.hasAccess) throw new AppError('COURSE_LOCKED');
      return { content, course: access.course };
    },

    view: (contentId: number, viewerId: number | null) =>
      viewContentIn(repository, contentId, viewerId),

    /** Seconds until the learner may complete the lesson (0: now). */
    waitFor: (content: TimedContent, progress: TimedProgress | undefined) =>
      secondsUntilCompletable(
        lessonState(content, progress, options.now()),
        options.lessonTimeScale,
      ),
  };
}

export type LessonAccess = ReturnType<typeof createLessonAccess>;
export type CourseRow = Awaited<ReturnType<LessonAccess['open']>>['course'];
