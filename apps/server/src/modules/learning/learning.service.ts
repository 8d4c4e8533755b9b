import { contentDataSchemas } from '@academy/contracts/content-data';
import type { ContentItem, ContentList } from '@academy/contracts/learning';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { MediaSigner } from '../../lib/media-signature';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { certificatesIn } from '../certificates/certificates.service';
import { createCompleteLesson } from './complete-lesson';
import { presentContentData, presentContentSummary, presentQuizResult } from './content.presenter';
import { createLearningRepository } from './learning.repository';
import { createLessonAccess } from './lesson-access';
import { createLessonCaptions } from './lesson-captions';
import { createSaveProgress } from './save-progress';
import { createSubmitQuiz } from './submit-quiz';

/**
 * Issues the certificates of courses finished before certificates existed, once across every
 * instance: the one that takes the due backfill scans and issues in the same transaction (a
 * concurrent start waits on it and finds nothing due), and the unique key on (learner, course)
 * skips certificates already earned. Learners are told as if they had just finished. Returns
 * how many certificates it made.
 */
export function issueEarlierCertificates(db: Database): Promise<number> {
  return inTransaction(db, async (tx) => {
    const certificates = certificatesIn(tx);
    if (!(await certificates.takeBackfill())) return 0;
    let made = 0;
    for (const finished of await createLearningRepository(tx).finishedCourses()) {
      const code = await certificates.issue(finished.userId, {
        id: finished.courseId,
        title: finished.title,
        titleZh: finished.titleZh,
        teacherId: finished.teacherId,
      });
      if (code) made += 1;
    }
    return made;
  });
}

/**
 * Course content for learners: reading, progress, completion and quizzes, with their points.
 * Each use that writes is its own file (save-progress, complete-lesson, submit-quiz,
 * lesson-captions); this composes them over one way of opening a lesson (lesson-access).
 */
export function createLearningService(
  db: Database,
  deps: {
    /**
     * Where playback positions are saved: commits that do not wait for the disk, as a position
     * lost in a database crash costs a learner a few seconds of video (`db` unless given).
     */
    relaxedDb?: Database;
    catalogue: CatalogueService;
    signer: MediaSigner;
    /** Shortens every lesson's minimum time in test runs only (LESSON_TIME_SCALE); 1 otherwise. */
    lessonTimeScale: number;
    now?: () => number;
  },
) {
  const access = createLessonAccess(db, {
    catalogue: deps.catalogue,
    lessonTimeScale: deps.lessonTimeScale,
    now: deps.now ?? Date.now,
  });
  const { repository } = access;

  return {
    async list(courseId: number, viewerId: number | null): Promise<ContentList> {
      await deps.catalogue.courseAccess(courseId, viewerId);
      const rows = await repository.listContents(courseId, viewerId);
      const list = rows.map((row) => presentContentSummary(row.content, row.progress));
      const completed = list.filter((item) => item.completed_by_user).length;
      const percentage = list.length ? Math.round((completed / list.length) * 100) : 0;
      return { list, course_progress: { completed, total: list.length, percentage } };
    },

    /**
     * The lesson and its course when the viewer may open it (as `get` decides); NOT_FOUND or
     * COURSE_LOCKED otherwise. What other modules ask before they attach anything to a lesson.
     */
    async openLesson(contentId: number, viewerId: number) {
      const { content, course } = await access.open(contentId, viewerId);
      return { contentId: content.id, courseId: course.id };
    },

    async get(contentId: number, viewerId: number | null): Promise<ContentItem> {
      const { content, progress } = await access.view(contentId, viewerId);
      const attempt =
        viewerId !== null && content.type === 'quiz'
          ? await repository.latestAttempt(viewerId, content.id)
          : undefined;
      return {
        ...presentContentSummary(content, progress),
        content_data: presentContentData(content, deps.signer),
        position_seconds: progress?.positionSeconds ?? 0,
        quiz_result:
          attempt && content.type === 'quiz'
            ? presentQuizResult(attempt, contentDataSchemas.quiz.parse(content.contentData))
            : null,
        seconds_until_completable:
          viewerId === null || progress?.completedAt ? 0 : access.waitFor(content, progress),
      };
    },

    captions: createLessonCaptions(repository, deps.signer),
    saveProgress: createSaveProgress(deps.relaxedDb ?? db, access),
    complete: createCompleteLesson(db, access),
    submitQuiz: createSubmitQuiz(db, access),
  };
}

export type LearningService = ReturnType<typeof createLearningService>;
