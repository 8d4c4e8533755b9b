import type {
  EditableLesson,
  LessonFigures,
  TeachingCourse,
  TeachingLesson,
} from '@academy/contracts/teaching';
import type { LessonFiguresRow } from '../learning/course-insights.service';
import type { EditedLesson, LessonEditValues } from '../learning/lesson-edits.service';
import type { DraftRow } from './lesson-drafts.repository';
import type { TaughtCourseRow } from './teaching.repository';

/** `part` per hundred of `whole`, 0 when there is no whole. */
const perHundred = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.round((part * 100) / whole)) : 0;

export function presentTeachingCourse(row: TaughtCourseRow): TeachingCourse {
  return {
    course_id: row.courseId,
    title: row.title,
    title_zh: row.titleZh,
    thumbnail: row.thumbnail,
    difficulty_level: row.difficultyLevel,
    status: row.status,
    lessons: row.lessons,
    learners: row.learners,
    drafts: row.drafts,
  };
}

/** A lesson's figures; rates are of the course's `learners`, a quiz's of those who took it. */
export function presentLessonFigures(
  row: LessonFiguresRow,
  learners: number,
  hasDraft: boolean,
): LessonFigures {
  return {
    content_id: row.id,
    position: row.position,
    type: row.type,
    title: row.title,
    title_zh: row.titleZh,
    has_draft: hasDraft,
    started: row.started,
    completed: row.completed,
    completion_rate: perHundred(row.completed, learners),
    quiz:
      row.type === 'quiz'
        ? {
            attempted: row.attempted,
            passed: row.passed,
            pass_rate: perHundred(row.passed, row.attempted),
          }
        : null,
  };
}

function presentEditable(values: LessonEditValues): EditableLesson {
  return {
    type: values.type,
    title: values.title,
    title_zh: values.titleZh,
    description: values.description,
    description_zh: values.descriptionZh,
    duration: values.durationMinutes,
    content_data: values.contentData as Record<string, unknown>,
  };
}

/** The lesson as published and the teacher's draft of it, stale when the lesson moved on since. */
export function presentTeachingLesson(
  lesson: EditedLesson,
  draft: DraftRow | undefined,
): TeachingLesson {
  return {
    content_id: lesson.id,
    course_id: lesson.courseId,
    course_title: lesson.courseTitle,
    published: presentEditable(lesson),
    draft: draft
      ? {
          ...presentEditable(draft),
          saved_at: draft.updatedAt.toISOString(),
          is_stale: draft.baseUpdatedAt.getTime() !== lesson.updatedAt.getTime(),
        }
      : null,
  };
}
