import type {
  CourseLearner,
  courseLearnersQuerySchema,
  TeachingCourseDetail,
  TeachingHome,
} from '@academy/contracts/teaching';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { pageWindow } from '../../db/table-query';
import { listPage } from '../../lib/reply';
import type { AuditService } from '../audit/audit.service';
import type { CourseInsights } from '../learning/course-insights.service';
import type { LessonEdits } from '../learning/lesson-edits.service';
import type { QuestionsService } from '../questions/questions.service';
import { createLessonDrafts } from './lesson-drafts';
import { createDraftsRepository } from './lesson-drafts.repository';
import { presentLessonFigures, presentTeachingCourse } from './teaching.presenter';
import { createTeachingRepository } from './teaching.repository';
import { createTeachingAccess } from './teaching-access';

/** How many of a course's most missed questions the workspace shows. */
const HARDEST_QUESTIONS = 5;

export interface TeachingDependencies {
  audit: AuditService;
  insights: CourseInsights;
  edits: LessonEdits;
  questions: Pick<QuestionsService, 'unansweredForTeacher'>;
}

/**
 * The teacher's workspace (decision 0043): a linked teacher's own courses with their figures,
 * their learners by display name only, the questions waiting for them, and drafts of their
 * lessons (`lesson-drafts.ts`). Every call starts from the caller's own profile
 * (`teaching-access.ts`).
 */
export function createTeachingService(db: Database, deps: TeachingDependencies) {
  const { insights, questions } = deps;
  const repository = createTeachingRepository(db);
  const access = createTeachingAccess(db, deps.edits);

  return {
    ...createLessonDrafts(db, { audit: deps.audit, edits: deps.edits, access }),

    /** Refuses anyone who is not a teacher linked to a profile (the uploads ask this). */
    async requireTeacher(userId: number): Promise<void> {
      await access.profileOf(userId);
    },

    /** Refuses a lesson that does not exist (404) or is not in one of the caller's courses (403). */
    async requireOwnLesson(userId: number, lessonId: number): Promise<void> {
      await access.ownLesson(userId, lessonId);
    },

    async home(userId: number): Promise<TeachingHome> {
      const profile = await access.profileOf(userId);
      const courses = await repository.courses(profile.teacherId);
      return {
        teacher: { teacher_id: profile.teacherId, name: profile.name, name_zh: profile.nameZh },
        courses: courses.map(presentTeachingCourse),
      };
    },

    async course(userId: number, courseId: number): Promise<TeachingCourseDetail> {
      const course = await access.ownCourse(userId, courseId);
      const [figures, hardest] = await Promise.all([
        insights.lessonFigures(courseId),
        insights.hardestQuestions(courseId, HARDEST_QUESTIONS),
      ]);
      const drafted = await createDraftsRepository(db).draftedLessonIds(
        figures.map((row) => row.id),
      );
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
      await access.ownCourse(userId, courseId);
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
      await access.profileOf(userId);
      return questions.unansweredForTeacher(userId, query);
    },
  };
}

export type TeachingService = ReturnType<typeof createTeachingService>;
