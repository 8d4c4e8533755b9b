/** Where a post on a lesson was written, as a read naming it through the learning views holds it. */
export interface LessonPlaceRow {
  lessonTitle: string;
  lessonTitleZh: string | null;
  courseTitle: string;
  courseTitleZh: string | null;
}

/**
 * The lesson and course a note or question was written on, named in both languages: the
 * contracts' `lessonPlaceFields`, which the answers that carry them check.
 */
export function presentLessonPlace(row: LessonPlaceRow) {
  return {
    lesson_title: row.lessonTitle,
    lesson_title_zh: row.lessonTitleZh,
    course_title: row.courseTitle,
    course_title_zh: row.courseTitleZh,
  };
}
