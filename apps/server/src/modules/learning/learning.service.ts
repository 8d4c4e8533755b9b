import { contentDataSchemas, type QuizContent } from '@academy/contracts/content-data';
import type {
  Completion,
  ContentItem,
  ContentList,
  Progress,
  progressRequestSchema,
  QuizResult,
  quizSubmitRequestSchema,
} from '@academy/contracts/learning';
import {
  canComplete,
  type LessonState,
  secondsUntilCompletable,
} from '@academy/contracts/learning.rules';
import type { Locale } from '@academy/contracts/rules';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { MediaSigner } from '../../lib/media-signature';
import { buildWebVtt } from '../../lib/webvtt';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { certificatesIn } from '../certificates/certificates.service';
import { type Ledger, ledgerIn } from '../points/points.service';
import {
  captionCues,
  captionsPath,
  presentContentData,
  presentContentSummary,
  presentQuizResult,
} from './content.presenter';
import {
  type ContentRow,
  createLearningRepository,
  type LearningRepository,
  type ProgressRow,
} from './learning.repository';
import { answerId, gradedQuestionOf } from './quiz-grading';

type CourseRow = Awaited<ReturnType<CatalogueService['courseAccess']>>['course'];

/** What of a lesson and of a learner's progress on it its completion clock reads. */
type TimedContent = Pick<ContentRow, 'type' | 'durationMinutes'>;
type TimedProgress = Pick<ProgressRow, 'progress' | 'startedAt'>;

/** The lesson as the shared completion rule sees it, timed by the server's clock. */
function lessonState(
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

/** Course content for learners: reading, progress, completion and quizzes, with their points. */
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
  const now = deps.now ?? Date.now;
  const waitFor = (content: TimedContent, progress: TimedProgress | undefined) =>
    secondsUntilCompletable(lessonState(content, progress, now()), deps.lessonTimeScale);
  const repository = createLearningRepository(db);
  const positions = createLearningRepository(deps.relaxedDb ?? db);

  /** The item, its course, and a refusal when the viewer may not open the course. */
  async function openContent(contentId: number, viewerId: number | null) {
    const content = await repository.findContent(contentId);
    if (!content) throw new AppError('NOT_FOUND');
    const { course, hasAccess } = await deps.catalogue.courseAccess(content.courseId, viewerId);
    if (!hasAccess) throw new AppError('COURSE_LOCKED');
    return { content, course };
  }

  const viewContent = (contentId: number, viewerId: number | null) =>
    viewContentIn(repository, contentId, viewerId);

  /**
   * Records a completion inside the caller's transaction and pays for it once: the item's
   * reward, and the course's reward and certificate when this was its last open item. Returns
   * the points paid.
   */
  async function completeIn(
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

  return {
    async list(courseId: number, viewerId: number | null): Promise<ContentList> {
      await deps.catalogue.courseAccess(courseId, viewerId);
      const rows = await repository.listContents(courseId, viewerId);
      const list = rows.map((row) => presentContentSummary(row.content, row.progress));
      const completed = list.filter((item) => item.completed_by_user).length;
      return {
        list,
        course_progress: {
          completed,
          total: list.length,
          percentage: list.length ? Math.round((completed / list.length) * 100) : 0,
        },
      };
    },

    /**
     * The lesson and its course when the viewer may open it (as `get` decides); NOT_FOUND or
     * COURSE_LOCKED otherwise. What other modules ask before they attach anything to a lesson.
     */
    async openLesson(contentId: number, viewerId: number) {
      const { content, course } = await openContent(contentId, viewerId);
      return { contentId: content.id, courseId: course.id };
    },

    async get(contentId: number, viewerId: number | null): Promise<ContentItem> {
      const { content, progress } = await viewContent(contentId, viewerId);
      const attempt =
        viewerId !== null && content.type === 'quiz'
          ? await repository.latestAttempt(viewerId, content.id)
          : undefined;
      const data = presentContentData(content, deps.signer);
      return {
        ...presentContentSummary(content, progress),
        content_data: data,
        position_seconds: progress?.positionSeconds ?? 0,
        quiz_result:
          attempt && content.type === 'quiz'
            ? presentQuizResult(attempt, contentDataSchemas.quiz.parse(content.contentData))
            : null,
        seconds_until_completable:
          viewerId === null || progress?.completedAt ? 0 : waitFor(content, progress),
      };
    },

    /**
     * A video's captions as WebVTT, built from its passages. A `<track>` cannot send the
     * learner's token, so the signed link the content call handed out is the proof of access
     * (decision 0007): checked first, for this very video and language. Then the video must
     * still be in a public course and have captions in that language.
     */
    async captions(
      contentId: number,
      language: Locale,
      link: { expires?: string | undefined; sig?: string | undefined },
    ): Promise<string> {
      if (!deps.signer.isValid(captionsPath(contentId, language), link.expires, link.sig)) {
        throw new AppError('FORBIDDEN');
      }
      const row = await repository.contentForViewer(contentId, null);
      if (!row || row.isOpen === null || row.content.type !== 'video') {
        throw new AppError('NOT_FOUND');
      }
      const cues = captionCues(contentDataSchemas.video.parse(row.content.contentData), language);
      if (cues.length === 0) throw new AppError('NOT_FOUND');
      return buildWebVtt(cues);
    },

    /**
     * Stores the highest progress reached and where the learner is, for resuming; the first
     * report starts the lesson's completion clock.
     */
    async saveProgress(
      userId: number,
      request: z.output<typeof progressRequestSchema>,
    ): Promise<Progress> {
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
        await viewContent(request.content_id, userId);
        saved = await report();
        if (!saved) throw new AppError('NOT_FOUND');
      }
      const { content, progress } = saved;
      return {
        content_id: content.id,
        user_progress: progress.progress,
        position_seconds: progress.positionSeconds,
        completed_by_user: Boolean(progress.completedAt),
        seconds_until_completable: progress.completedAt ? 0 : waitFor(content, progress),
      };
    },

    /**
     * Completes an item when its rule is met by the progress stored on the server (never by the
     * client's word). The learner's balance row is locked first, so duplicate requests queue
     * and the second finds the item completed and pays nothing.
     */
    async complete(userId: number, courseId: number, contentId: number): Promise<Completion> {
      const { content, course } = await openContent(contentId, userId);
      if (content.courseId !== courseId) throw new AppError('NOT_FOUND');
      return inTransaction(db, async (tx) => {
        const ledger = ledgerIn(tx);
        await ledger.lock(userId);
        const progress = await createLearningRepository(tx).findProgress(userId, content.id);
        let earned = 0;
        if (!progress?.completedAt) {
          const lesson = lessonState(content, progress, now());
          if (!canComplete(lesson, deps.lessonTimeScale)) {
            const wait = secondsUntilCompletable(lesson, deps.lessonTimeScale);
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
    },

    /**
     * Grades a quiz on the server. Attempts are limited per quiz; points are paid once, on
     * the first pass. Answers must name exactly the quiz's questions.
     */
    async submitQuiz(
      userId: number,
      request: z.output<typeof quizSubmitRequestSchema>,
    ): Promise<QuizResult & { available_points: number }> {
      const { content, course } = await openContent(request.content_id, userId);
      if (content.type !== 'quiz') {
        throw new AppError('VALIDATION_FAILED', { content_id: 'VALIDATION_FAILED' });
      }
      const quiz: QuizContent = contentDataSchemas.quiz.parse(content.contentData);
      const questionIds = new Set(quiz.questions.map((question) => question.id));
      const answeredIds = Object.keys(request.answers);
      if (
        answeredIds.length !== questionIds.size ||
        answeredIds.some((id) => !questionIds.has(id))
      ) {
        throw new AppError('VALIDATION_FAILED', { answers: 'VALIDATION_FAILED' });
      }
      const correct = quiz.questions.filter((question) => {
        const answer = request.answers[question.id];
        return answer !== undefined && answerId(answer) === question.answer;
      }).length;
      const score = Math.round((correct / quiz.questions.length) * 100);
      const passed = score >= quiz.passing_score;

      return inTransaction(db, async (tx) => {
        const ledger = ledgerIn(tx);
        // One learner's submissions queue here, so the attempt count cannot be raced.
        await ledger.lock(userId);
        const learning = createLearningRepository(tx);
        const used = await learning.countAttempts(userId, content.id);
        if (used >= quiz.max_attempts) throw new AppError('ATTEMPTS_EXHAUSTED');
        const earned = passed ? await completeIn(tx, ledger, userId, content, course) : 0;
        const attempt = await learning.insertAttempt({
          userId,
          contentId: content.id,
          attemptNumber: used + 1,
          answers: Object.fromEntries(
            answeredIds.map((id) => [id, answerId(request.answers[id] ?? '')]),
          ),
          gradedQuestions: quiz.questions.map(gradedQuestionOf),
          correctAnswers: correct,
          totalQuestions: quiz.questions.length,
          scorePercentage: score,
          passed,
          pointsEarned: earned,
        });
        return {
          ...presentQuizResult(attempt, quiz),
          available_points: await ledger.lock(userId),
        };
      });
    },
  };
}

export type LearningService = ReturnType<typeof createLearningService>;
