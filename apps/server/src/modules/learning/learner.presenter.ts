import type { LearnerCourse, QuizMistake, QuizMistakes } from '@academy/contracts/learning';
import { explanationOf, presentQuestion } from './content.presenter';
import type { LatestAttemptRow, LearnerCourseRow } from './learner.repository';
import type { GradedAnswer } from './quiz-grading';

/** A course in "My learning", with the lesson its Continue button opens. */
export function presentLearnerCourse(row: LearnerCourseRow): LearnerCourse {
  const { total, completed } = row;
  return {
    course_id: row.course_id,
    title: row.title,
    title_zh: row.title_zh,
    thumbnail: row.thumbnail,
    difficulty_level: row.difficulty_level,
    has_access: row.has_access,
    course_progress: {
      completed,
      total,
      percentage: total ? Math.round((completed / total) * 100) : 0,
    },
    last_activity_at: new Date(row.last_activity_at).toISOString(),
    next_lesson:
      row.next_id === null || row.next_type === null
        ? null
        : {
            content_id: row.next_id,
            type: row.next_type,
            title: row.next_title ?? '',
            title_zh: row.next_title_zh,
            user_progress: row.next_progress ?? 0,
            position_seconds: row.next_position_seconds ?? 0,
          },
  };
}

/** A wrong answer as the mistakes book shows it: the question, the choice and why. */
export function presentMistake({ question, chosen }: GradedAnswer): QuizMistake {
  return { ...presentQuestion(question), chosen, ...explanationOf(question) };
}

/** One quiz's page of the mistakes book. */
export function presentQuizMistakes(row: LatestAttemptRow, mistakes: QuizMistake[]): QuizMistakes {
  return {
    content_id: row.quiz.id,
    course_id: row.quiz.courseId,
    title: row.quiz.title,
    title_zh: row.quiz.titleZh,
    course_title: row.courseTitle,
    course_title_zh: row.courseTitleZh,
    attempted_at: row.attempt.createdAt.toISOString(),
    passed: row.attempt.passed,
    mistakes,
  };
}
