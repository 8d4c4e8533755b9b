import { isOpenToAll } from '@academy/contracts/catalogue.rules';
import type { CourseRow } from './catalogue.repository';

/** The shared rule (`isOpenToAll`) for a course row. */
export function isOpenCourse(
  course: Pick<CourseRow, 'difficultyLevel' | 'isFree' | 'pointsRequired'>,
): boolean {
  return isOpenToAll(course.difficultyLevel, course.isFree, course.pointsRequired);
}
