import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { LessonEdits } from '../learning/lesson-edits.service';
import { createTeachingRepository } from './teaching.repository';

/**
 * Who may do what in the workspace, asked first by every use case: the caller's own teacher
 * profile (an account without the teacher role or without a linked profile is refused), and
 * whether a course or lesson is theirs (another teacher's is refused as forbidden, whoever asks;
 * a missing one is 404). Each check reads in the executor it is given, so a write's checks run
 * in its transaction.
 */
export function createTeachingAccess(db: Database, edits: LessonEdits) {
  async function profileOf(userId: number, executor: Database = db) {
    const profile = await createTeachingRepository(executor).profileOf(userId);
    if (!profile) throw new AppError('FORBIDDEN');
    return profile;
  }

  async function ownCourse(userId: number, courseId: number, executor: Database = db) {
    const profile = await profileOf(userId, executor);
    const course = await createTeachingRepository(executor).course(courseId);
    if (!course) throw new AppError('NOT_FOUND');
    if (course.teacherId !== profile.teacherId) throw new AppError('FORBIDDEN');
    return course;
  }

  async function ownLesson(userId: number, lessonId: number, executor: Database = db) {
    const lesson = await edits.lessonIn(executor, lessonId);
    if (!lesson) throw new AppError('NOT_FOUND');
    await ownCourse(userId, lesson.courseId, executor);
    return lesson;
  }

  return { profileOf, ownCourse, ownLesson };
}

export type TeachingAccess = ReturnType<typeof createTeachingAccess>;
