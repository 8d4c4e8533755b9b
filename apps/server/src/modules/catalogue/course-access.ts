import type { CourseRow } from './catalogue.repository';

/**
 * Beginner courses (and any course an admin marks free or prices at 0 points) are open to
 * everyone; the others are opened once per learner by spending `points_required`.
 */
export function isOpenCourse(
  course: Pick<CourseRow, 'difficultyLevel' | 'isFree' | 'pointsRequired'>,
): boolean {
  return course.difficultyLevel === 'beginner' || course.isFree || course.pointsRequired === 0;
}
