import type {
  CourseLearner,
  courseLearnersQuerySchema,
  lessonDraftInputSchema,
  TeachingCourseDetail,
  TeachingHome,
  TeachingLesson,
} from '@academy/contracts/teaching';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { pageWindow } from '../../db/table-query';
import { AppError } from '../../lib/app-error';
import { listPage } from '../../lib/reply';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CourseInsights } from '../learning/course-insights.service';
import type { LessonEdits } from '../learning/lesson-edits.service';
import type { QuestionsService } from '../questions/questions.service';
import {
  presentLessonFigures,
  presentTeachingCourse,
  presentTeachingLesson,
} from './teaching.presenter';
import { createTeachingRepository } from './teaching.repository';

/** How many of a course's most missed questions the workspace shows. */
const HARDEST_QUESTIONS = 5;

type Profile = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createTeachingRepository>['profileOf']>>
>;

export interface TeachingDependencies {
  audit: AuditService;
  insights: CourseInsights;
  edits: LessonEdits;
  questions: Pick<QuestionsService, 'unansweredForTeacher'>;
}

/**
 * The teacher's workspace (decision 0043). Every call starts from the caller's own teacher
 * profile: an account without the teacher role or without a linked profile is refused, and a
 * course or lesson of another teacher is refused as forbidden, whoever asks. Learners appear by
 * display name only. A teacher's lesson edits are drafts that learners never read, until the
 * teacher publishes them; every change is written through the audit log.
 */
export function createTeachingService(db: Database, deps: TeachingDependencies) {
  const { audit, insights, edits, questions } = deps;
  const repository = createTeachingRepository(db);

  async function profileOf(userId: number, executor: Database = db): Promise<Profile> {
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

  /** The lesson, read in `executor`, when it belongs to one of the caller's courses. */
  async function ownLesson(executor: Database, userId: number, lessonId: number) {
    const lesson = await edits.lessonIn(executor, lessonId);
    if (!lesson) throw new AppError('NOT_FOUND');
    await ownCourse(userId, lesson.courseId, executor);
    return lesson;
  }

  async function lessonNow(executor: Database, lessonId: number): Promise<TeachingLesson> {
    const lesson = await edits.lessonIn(executor, lessonId);
    if (!lesson) throw new AppError('NOT_FOUND');
    return presentTeachingLesson(lesson, await createTeachingRepository(executor).draft(lessonId));
  }

  return {
    /** Refuses anyone who is not a teacher linked to a profile (the uploads ask this). */
    async requireTeacher(userId: number): Promise<void> {
      await profileOf(userId);
    },

    /** Refuses a lesson that does not exist (404) or is not in one of the caller's courses (403). */
    async requireOwnLesson(userId: number, lessonId: number): Promise<void> {
      await ownLesson(db, userId, lessonId);
    },

    async home(userId: number): Promise<TeachingHome> {
      const profile = await profileOf(userId);
      const courses = await repository.courses(profile.teacherId);
      return {
        teacher: { teacher_id: profile.teacherId, name: profile.name, name_zh: profile.nameZh },
        courses: courses.map(presentTeachingCourse),
      };
    },

    async course(userId: number, courseId: number): Promise<TeachingCourseDetail> {
      const course = await ownCourse(userId, courseId);
      const [figures, hardest] = await Promise.all([
        insights.lessonFigures(courseId),
        insights.hardestQuestions(courseId, HARDEST_QUESTIONS),
      ]);
      const drafted = await repository.draftedLessonIds(figures.map((row) => row.id));
      return {
        course: presentTeachingCourse(course),
        lessons: figures.map((row) =>
          presentLessonFigures(row, course.learners, drafted.has(row.id)),
        ),
        hardest_questions: hardest,
      };
    },

    async learners(
      userId: number,
      courseId: number,
      query: z.output<typeof courseLearnersQuerySchema>,
    ) {
      await ownCourse(userId, courseId);
      const rows = await repository.learners(courseId, pageWindow(query.page, query.page_size));
      const total = rows[0]?.total ?? (await repository.learnerCount(courseId));
      const list: CourseLearner[] = rows.map((row) => ({
        name: row.name,
        completed_lessons: row.completed_lessons,
        last_active_at:
          row.last_active_at === null ? null : new Date(row.last_active_at).toISOString(),
      }));
      return listPage(list, total, query);
    },

    /** The questions on the teacher's courses that wait for a teacher's answer, oldest first. */
    async waitingQuestions(userId: number, query: { page: number; page_size: number }) {
      await profileOf(userId);
      return questions.unansweredForTeacher(userId, query);
    },

    async lesson(userId: number, lessonId: number): Promise<TeachingLesson> {
      await ownLesson(db, userId, lessonId);
      return lessonNow(db, lessonId);
    },

    /** Keeps the edit as the lesson's draft; learners still read the lesson as published. */
    saveDraft(
      actor: Actor,
      lessonId: number,
      input: z.output<typeof lessonDraftInputSchema>,
    ): Promise<TeachingLesson> {
      return audit.audited(actor, 'save', 'lesson_draft', async (tx) => {
        const lesson = await ownLesson(tx, actor.id, lessonId);
        const drafts = createTeachingRepository(tx);
        const before = await drafts.draft(lessonId);
        await drafts.saveDraft({
          contentId: lessonId,
          ...edits.valuesOf(input),
          authorId: actor.id,
          baseUpdatedAt: lesson.updatedAt,
        });
        return { id: lessonId, before: before ?? null, after: await lessonNow(tx, lessonId) };
      });
    },

    discardDraft(actor: Actor, lessonId: number): Promise<TeachingLesson> {
      return audit.audited(actor, 'discard', 'lesson_draft', async (tx) => {
        await ownLesson(tx, actor.id, lessonId);
        const before = await createTeachingRepository(tx).takeDraft(lessonId);
        if (!before) throw new AppError('NOT_FOUND');
        return { id: lessonId, before, after: await lessonNow(tx, lessonId) };
      });
    },

    /**
     * Copies the draft into the lesson and removes it, in one transaction with its audit entry:
     * learners see the whole edit or none of it. A lesson changed since the draft was begun (an
     * admin's edit) is not overwritten: the teacher is told, and the draft stays.
     */
    publish(actor: Actor, lessonId: number): Promise<TeachingLesson> {
      return audit.audited(actor, 'publish', 'content', async (tx) => {
        const lesson = await ownLesson(tx, actor.id, lessonId);
        const draft = await createTeachingRepository(tx).takeDraft(lessonId);
        if (!draft) throw new AppError('NOT_FOUND');
        if (draft.baseUpdatedAt.getTime() !== lesson.updatedAt.getTime()) {
          throw new AppError('LESSON_CHANGED');
        }
        await edits.publishIn(tx, lessonId, draft);
        return {
          id: lessonId,
          before: presentTeachingLesson(lesson, undefined).published,
          after: await lessonNow(tx, lessonId),
        };
      });
    },
  };
}

export type TeachingService = ReturnType<typeof createTeachingService>;
