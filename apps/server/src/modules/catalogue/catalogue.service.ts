import type {
  CourseDetail,
  CourseLike,
  CourseList,
  CourseListItem,
  CourseUnlock,
  courseListQuerySchema,
  RelatedCourse,
  Review,
  ReviewList,
  reviewListQuerySchema,
  reviewRequestSchema,
} from '@academy/contracts/catalogue';
import type { TeacherCourse } from '@academy/contracts/teachers';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { pageWindow } from '../../db/table-query';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { listPage } from '../../lib/reply';
import { notificationsIn } from '../notifications/notifications.service';
import { ledgerIn } from '../points/points.service';
import { type CourseRow, createCatalogueRepository } from './catalogue.repository';
import {
  presentCourseDetail,
  presentCourseListItem,
  presentRelatedCourse,
  presentReview,
  presentTeacherCourse,
} from './course.presenter';
import { isOpenCourse } from './course-access';

const FEATURED_LIMIT = 6;
const RELATED_LIMIT = 4;

/** Courses: the public catalogue, likes, reviews and unlocking with points. */
export function createCatalogueService(db: Database) {
  const repository = createCatalogueRepository(db);

  async function requireCourse(courseId: number, viewerId: number | null) {
    const row = await repository.findCourse(courseId, viewerId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** What a like or an unlike answers; 404 when the course is not public. */
  async function likeState(userId: number, courseId: number): Promise<CourseLike> {
    const state = await repository.likeState(userId, courseId);
    if (!state) throw new AppError('NOT_FOUND');
    return { course_id: courseId, is_liked_by_user: state.isLiked, likes_count: state.likesCount };
  }

  return {
    async listCourses(
      query: z.output<typeof courseListQuerySchema>,
      viewerId: number | null,
    ): Promise<CourseList> {
      const search = query.search || undefined;
      const teacherIds = search ? await repository.teachersNamed(search) : undefined;
      const filter = { level: query.level, search, teacherIds };
      const { rows, total } = await repository.coursePage(
        filter,
        query.sort,
        pageWindow(query.page, query.page_size),
        viewerId,
      );
      return listPage(rows.map(presentCourseListItem), total, query);
    },

    async featuredCourses(viewerId: number | null): Promise<CourseListItem[]> {
      const rows = await repository.featuredCourses(FEATURED_LIMIT, viewerId);
      return rows.map(presentCourseListItem);
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

    /** Liking twice counts once: the like (if the course is public and new), then its state. */
    async like(userId: number, courseId: number): Promise<CourseLike> {
      await repository.addLike(userId, courseId);
      return likeState(userId, courseId);
    },

    /** Unliking a course that was not liked changes nothing; a count never goes below 0. */
    async unlike(userId: number, courseId: number): Promise<CourseLike> {
      await repository.removeLike(userId, courseId);
      return likeState(userId, courseId);
    },

    /**
     * Spends the course's points once and records the access in the same transaction. A
     * repeated call (double click, second tab) finds the access and charges nothing.
     */
    async unlock(userId: number, courseId: number): Promise<CourseUnlock> {
      const { course, lessonCount } = await requireCourse(courseId, null);
      if (lessonCount === 0 && !isOpenCourse(course)) throw new AppError('COURSE_EMPTY');
      return inTransaction(db, async (tx) => {
        const ledger = ledgerIn(tx);
        // Locking the balance first queues this user's concurrent unlocks behind each other.
        const balance = await ledger.lock(userId);
        const isNewAccess = await createCatalogueRepository(tx).insertAccess(
          userId,
          course.id,
          'points',
        );
        if (!isNewAccess) return unlocked(course, 0, balance);
        await tellUnlocked(tx, userId, course);
        if (isOpenCourse(course)) return unlocked(course, 0, balance);
        const left = await ledger.spend(userId, unlockMovement(course));
        return unlocked(course, course.pointsRequired, left);
      });
    },

    /**
     * Grants a course inside a caller's transaction (a course-access reward) and tells the
     * learner; idempotent. Returns true when this call granted it.
     */
    async grantAccessIn(
      tx: Database,
      userId: number,
      courseId: number,
      source: 'reward' | 'admin',
    ): Promise<boolean> {
      const catalogue = createCatalogueRepository(tx);
      const isNew = await catalogue.insertAccess(userId, courseId, source);
      const course = isNew ? await catalogue.findAnyCourse(courseId) : undefined;
      if (course) await tellUnlocked(tx, userId, course);
      return isNew;
    },

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

    /** Writes or replaces the learner's review; a premium course must be unlocked first. */
    async review(
      user: { id: number; fullName: string },
      request: z.output<typeof reviewRequestSchema>,
    ): Promise<Review> {
      const userId = user.id;
      const { course } = await requireCourse(request.course_id, null);
      if (!isOpenCourse(course) && !(await repository.hasAccess(userId, course.id))) {
        throw new AppError('FORBIDDEN');
      }
      const review = await repository.upsertReview(
        userId,
        course.id,
        request.rating,
        request.comment,
      );
      if (!review) throw new AppError('INTERNAL');
      return presentReview({ review, userName: user.fullName }, userId);
    },

    async reviews(
      query: z.output<typeof reviewListQuerySchema>,
      viewerId: number | null,
    ): Promise<ReviewList> {
      await requireCourse(query.course_id, null);
      const [rows, summary] = await Promise.all([
        repository.listReviews(query.course_id, pageWindow(query.page, query.page_size)),
        repository.reviewSummary(query.course_id),
      ]);
      return {
        ...listPage(
          rows.map((row) => presentReview(row, viewerId)),
          summary.count,
          query,
        ),
        average_rating: summary.average,
      };
    },
  };
}

/** The learner's inbox hears of a course opened to them, in the transaction that opened it. */
function tellUnlocked(tx: Database, userId: number, course: CourseRow) {
  return notificationsIn(tx).notify(userId, 'course_unlocked', {
    course_id: course.id,
    course_title: course.title,
    course_title_zh: course.titleZh,
  });
}

function unlockMovement(course: CourseRow) {
  return {
    amount: course.pointsRequired,
    reason: 'course_unlock' as const,
    reference: `course:${course.id}`,
    description: `Course unlocked: ${course.title}`,
    descriptionZh: `解锁课程：${course.titleZh || course.title}`,
  };
}

function unlocked(course: CourseRow, pointsSpent: number, balance: number): CourseUnlock {
  return {
    course_id: course.id,
    is_redeemed_by_user: true,
    points_spent: pointsSpent,
    available_points: balance,
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
