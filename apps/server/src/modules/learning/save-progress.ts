import type { Progress, progressRequestSchema } from '@academy/contracts/learning';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { createLearningRepository } from './learning.repository';
import type { LessonAccess } from './lesson-access';

/**
 * Stores the highest progress reached and where the learner is, for resuming; the first report
 * starts the lesson's completion clock. Positions are written through `positionsDb`, whose
 * commits need not wait for the disk.
 */
export function createSaveProgress(positionsDb: Database, access: LessonAccess) {
  const positions = createLearningRepository(positionsDb);
  return async (
    userId: number,
    request: z.output<typeof progressRequestSchema>,
  ): Promise<Progress> => {
    const report = () =>
      positions.reportProgress(
        userId,
        request.content_id,
        Math.round(request.progress),
        Math.floor(request.position_seconds),
      );
    let saved = await report();
    if (!saved) {
      // Nothing saved: the refusal says why (404, or locked to this learner); a course
      // unlocked in between is saved on the second try.
      await access.view(request.content_id, userId);
      saved = await report();
      if (!saved) throw new AppError('NOT_FOUND');
    }
    const { content, progress } = saved;
    return {
      content_id: content.id,
      user_progress: progress.progress,
      position_seconds: progress.positionSeconds,
      completed_by_user: Boolean(progress.completedAt),
      seconds_until_completable: progress.completedAt ? 0 : access.waitFor(content, progress),
    };
  };
}
