import type {
  EditableLesson,
  LessonFigures,
  TeachingCourse,
  TeachingLesson,
} from '@academy/contracts/teaching';
import { snakeKeys } from '../../lib/case';
import type { LessonFiguresRow } from '../learning/course-insights.service';
import {
  type EditedLesson,
  editableValues,
  type LessonEditValues,
} from '../learning/lesson-edits.service';
import type { DraftRow } from './lesson-drafts.repository';
import type { TaughtCourseRow } from './teaching.repository';

/** `part` per hundred of `whole`, 0 when there is no whole. */
const perHundred = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.round((part * 100) / whole)) : 0;

/** A course in its teacher's workspace: its card and figures, but not whose it is. */
export function presentTeachingCourse({ teacherId, ...course }: TaughtCourseRow): TeachingCourse {
  return snakeKeys(course);
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

/** The editable fields alone, without the lesson's or the draft's own keys and dates. */
function presentEditable(values: LessonEditValues): EditableLesson {
  const { durationMinutes, contentData, ...fields } = editableValues(values);
  return {
    ...snakeKeys(fields),
    duration: durationMinutes,
    content_data: contentData as Record<string, unknown>,
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
