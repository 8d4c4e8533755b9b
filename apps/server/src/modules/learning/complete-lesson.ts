import type { Completion } from '@academy/contracts/learning';
import { canComplete, secondsUntilCompletable } from '@academy/contracts/learning.rules';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { certificatesIn } from '../certificates/certificates.service';
import { type Ledger, ledgerIn } from '../points/points.service';
import { type ContentRow, createLearningRepository } from './learning.repository';
import { type CourseRow, type LessonAccess, lessonState } from './lesson-access';

/**
 * Records a completion inside the caller's transaction and pays for it once: the item's
 * reward, and the course's reward and certificate when this was its last open item. Returns
 * the points paid.
 */
export async function completeIn(
  tx: Database,
  ledger: Ledger,
  userId: number,
  content: ContentRow,
  course: CourseRow,
): Promise<number> {
  const learning = createLearningRepository(tx);
  await learning.markCompleted(userId, content.id, 100);
  const isQuiz = content.type === 'quiz';
  let earned = await ledger.grant(userId, {
    amount: content.pointsReward,
    reason: isQuiz ? 'quiz_passed' : 'content_completed',
    reference: `${isQuiz ? 'quiz' : 'content'}:${content.id}`,
    // A lesson may be titled in one language only; each line falls back to the other.
    description: `${isQuiz ? 'Quiz passed' : 'Lesson completed'}: ${content.title || content.titleZh}`,
    descriptionZh: `${isQuiz ? '通过测验' : '完成课时'}：${content.titleZh || content.title}`,
  });
  const { total, completed } = await learning.courseCompletion(userId, course.id);
  if (total > 0 && completed === total) {
    earned += await ledger.grant(userId, {
      amount: course.pointsReward,
      reason: 'content_completed',
      reference: `course:${course.id}`,
      description: `Course completed: ${course.title}`,
      descriptionZh: `完成课程：${course.titleZh || course.title}`,
    });
    // Issued with the completion that finished the course, once: a repeat finds it there.
    await certificatesIn(tx).issue(userId, course);
  }
  return earned;
}

/**
 * Completes an item when its rule is met by the progress stored on the server (never by the
 * client's word). The learner's balance row is locked first, so duplicate requests queue and
 * the second finds the item completed and pays nothing.
 */
export function createCompleteLesson(db: Database, access: LessonAccess) {
  return async (userId: number, courseId: number, contentId: number): Promise<Completion> => {
    const { content, course } = await access.open(contentId, userId);
    if (content.courseId !== courseId) throw new AppError('NOT_FOUND');
    return inTransaction(db, async (tx) => {
      const ledger = ledgerIn(tx);
      await ledger.lock(userId);
      const progress = await createLearningRepository(tx).findProgress(userId, content.id);
      let earned = 0;
      if (!progress?.completedAt) {
        const lesson = lessonState(content, progress, access.now());
        if (!canComplete(lesson, access.lessonTimeScale)) {
          const wait = secondsUntilCompletable(lesson, access.lessonTimeScale);
          throw new AppError(
            'NOT_COMPLETABLE',
            undefined,
            wait > 0 ? { 'retry-after': String(wait) } : undefined,
          );
        }
        earned = await completeIn(tx, ledger, userId, content, course);
      }
      return {
        status: 'completed' as const,
        completed: true as const,
        pointsEarned: earned,
        available_points: await ledger.lock(userId),
      };
    });
  };
}
