import type {
  CourseDetail,
  CourseList,
  CourseListItem,
  courseListQuerySchema,
  RelatedCourse,
} from '@academy/contracts/catalogue';
import type { TeacherCourse } from '@academy/contracts/teachers';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { JsonText } from '../../db/json-text';
import { pageWindow } from '../../db/table-query';
import { AppError } from '../../lib/app-error';
import { listPageText } from '../../lib/json-reply';
import { type CourseRow, createCatalogueRepository } from './catalogue.repository';
import {
  presentCourseDetail,
  presentRelatedCourse,
  presentTeacherCourse,
} from './course.presenter';
import { isOpenCourse } from './course-access';
import { createEngagementRepository } from './course-engagement.repository';
import { createCourseLikes } from './course-likes';
import { createCourseReviews } from './course-reviews';
import { createUnlockCourse, grantAccessIn } from './unlock-course';

const FEATURED_LIMIT = 6;
const RELATED_LIMIT = 4;

/**
 * Courses: the public catalogue, and what learners do with a course (likes, reviews, unlocking
 * with points; one file each) composed over one way of finding a public course.
 */
export function createCatalogueService(db: Database) {
  const repository = createCatalogueRepository(db);
  const engagement = createEngagementRepository(db);

  async function requireCourse(courseId: number, viewerId: number | null) {
    const row = await repository.findCourse(courseId, viewerId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async listCourses(
      query: z.output<typeof courseListQuerySchema>,
      viewerId: number | null,
    ): Promise<JsonText<CourseList>> {
      const search = query.search || undefined;
      const teacherIds = search ? await repository.teachersNamed(search) : undefined;
      const filter = { level: query.level, search, teacherIds };
      const { cards, total } = await repository.coursePage(
        filter,
        query.sort,
        pageWindow(query.page, query.page_size),
        viewerId,
      );
      return listPageText(cards, total, query);
    },

    featuredCourses(viewerId: number | null): Promise<JsonText<CourseListItem>[]> {
      return repository.featuredCourses(FEATURED_LIMIT, viewerId);
    },

    async courseDetail(courseId: number, viewerId: number | null): Promise<CourseDetail> {
      return presentCourseDetail(await requireCourse(courseId, viewerId));
    },

    /** Refuses with 404 a course that does not exist (in any status); joins a caller's transaction. */
    async requireCourseIn(executor: Database, courseId: number): Promise<void> {
      if (!(await createCatalogueRepository(executor).exists(courseId))) {
        throw new AppError('NOT_FOUND');
      }
    },

    /** A teacher's active courses, for the teacher page. */
    async teacherCourses(teacherId: number): Promise<TeacherCourse[]> {
      return (await repository.teacherCourses(teacherId)).map(presentTeacherCourse);
    },

    async relatedCourses(courseId: number): Promise<RelatedCourse[]> {
      const { course } = await requireCourse(courseId, null);
      const rows = await repository.relatedCourses(course, RELATED_LIMIT);
      return rows.map(presentRelatedCourse);
    },

    ...createCourseLikes(engagement),
    ...createCourseReviews(engagement, requireCourse),
    unlock: createUnlockCourse(db, requireCourse),
    grantAccessIn,

    /**
     * The active course and whether this viewer may open its content: open courses for
     * everyone, premium ones for those who unlocked them.
     */
    async courseAccess(
      courseId: number,
      viewerId: number | null,
    ): Promise<{ course: CourseRow; hasAccess: boolean }> {
      const row = await requireCourse(courseId, viewerId);
      return { course: row.course, hasAccess: isOpenCourse(row.course) || row.isRedeemed };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
