import type { CourseUnlock } from '@academy/contracts/catalogue';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { notificationsIn } from '../notifications/notifications.service';
import { ledgerIn } from '../points/points.service';
import {
  type CourseDetailRow,
  type CourseRow,
  createCatalogueRepository,
} from './catalogue.repository';
import { isOpenCourse } from './course-access';
import { createEngagementRepository } from './course-engagement.repository';

/** The learner's inbox hears of a course opened to them, in the transaction that opened it. */
function tellUnlocked(tx: Database, userId: number, course: CourseRow) {
  return notificationsIn(tx).notify(userId, 'course_unlocked', {
    course_id: course.id,
    course_title: course.title,
    course_title_zh: course.titleZh,
  });
}

function unlockMovement(course: CourseRow) {
  return {
    amount: course.pointsRequired,
    reason: 'course_unlock' as const,
    reference: `course:${course.id}`,
    description: `Course unlocked: ${course.title}`,
    descriptionZh: `解锁课程：${course.titleZh || course.title}`,
  };
}

function unlocked(course: CourseRow, pointsSpent: number, balance: number): CourseUnlock {
  return {
    course_id: course.id,
    is_redeemed_by_user: true,
    points_spent: pointsSpent,
    available_points: balance,
  };
}

/**
 * Spends the course's points once and records the access in the same transaction. A repeated
 * call (double click, second tab) finds the access and charges nothing.
 */
export function createUnlockCourse(
  db: Database,
  requireCourse: (courseId: number, viewerId: number | null) => Promise<CourseDetailRow>,
) {
  return async (userId: number, courseId: number): Promise<CourseUnlock> => {
    const { course, lessonCount } = await requireCourse(courseId, null);
    if (lessonCount === 0 && !isOpenCourse(course)) throw new AppError('COURSE_EMPTY');
    return inTransaction(db, async (tx) => {
      const ledger = ledgerIn(tx);
      // Locking the balance first queues this user's concurrent unlocks behind each other.
      const balance = await ledger.lock(userId);
      const isNewAccess = await createEngagementRepository(tx).insertAccess(
        userId,
        course.id,
        'points',
      );
      if (!isNewAccess) return unlocked(course, 0, balance);
      await tellUnlocked(tx, userId, course);
      if (isOpenCourse(course)) return unlocked(course, 0, balance);
      const left = await ledger.spend(userId, unlockMovement(course));
      return unlocked(course, course.pointsRequired, left);
    });
  };
}

/**
 * Grants a course inside a caller's transaction (a course-access reward) and tells the learner;
 * idempotent. Returns true when this call granted it.
 */
export async function grantAccessIn(
  tx: Database,
  userId: number,
  courseId: number,
  source: 'reward' | 'admin',
): Promise<boolean> {
  const isNew = await createEngagementRepository(tx).insertAccess(userId, courseId, source);
  const course = isNew ? await createCatalogueRepository(tx).findAnyCourse(courseId) : undefined;
  if (course) await tellUnlocked(tx, userId, course);
  return isNew;
}
