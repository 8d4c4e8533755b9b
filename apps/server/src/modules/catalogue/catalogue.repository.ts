import type { CourseSort, DifficultyLevel } from '@academy/contracts/catalogue';
import { and, asc, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { courseAccess, courseLikes, courseReviews, courses } from '../../db/schema/courses';
import { contentProgress, contents } from '../../db/schema/learning';
import { teachers } from '../../db/schema/teachers';
import { users } from '../../db/schema/users';
import { likePattern } from '../../db/search';

export type CourseRow = typeof courses.$inferSelect;

export interface CourseFilter {
  level?: DifficultyLevel | undefined;
  search?: string | undefined;
}

const isPublic = eq(courses.status, 'active');

/**
 * The outer course of a correlated subquery, always table-qualified: Drizzle leaves columns
 * unqualified in single-table selects, where a bare "id" would bind to the subquery's table.
 */
const outerCourseId = sql.raw('"courses"."id"');

const likesCount =
  sql<number>`(select count(*) from ${courseLikes} where ${courseLikes.courseId} = ${outerCourseId})`.mapWith(
    Number,
  );
const reviewsCount =
  sql<number>`(select count(*) from ${courseReviews} where ${courseReviews.courseId} = ${outerCourseId})`.mapWith(
    Number,
  );
const averageRating = sql<
  number | null
>`(select round(avg(${courseReviews.rating}), 1) from ${courseReviews} where ${courseReviews.courseId} = ${outerCourseId})`.mapWith(
  (value: string | null) => (value === null ? null : Number(value)),
);

/** Flags that depend on who is looking; a guest (null) gets false for each. */
function viewerFlags(viewerId: number | null) {
  if (viewerId === null) {
    return {
      isLiked: sql<boolean>`false`,
      isRedeemed: sql<boolean>`false`,
      isRead: sql<boolean>`false`,
    };
  }
  return {
    isLiked: sql<boolean>`exists (select 1 from ${courseLikes} where ${courseLikes.courseId} = ${outerCourseId} and ${courseLikes.userId} = ${viewerId})`,
    isRedeemed: sql<boolean>`exists (select 1 from ${courseAccess} where ${courseAccess.courseId} = ${outerCourseId} and ${courseAccess.userId} = ${viewerId})`,
    isRead: sql<boolean>`exists (select 1 from ${contentProgress} join ${contents} on ${contents.id} = ${contentProgress.contentId} where ${contents.courseId} = ${outerCourseId} and ${contentProgress.userId} = ${viewerId})`,
  };
}

function courseColumns(viewerId: number | null) {
  return {
    course: courses,
    teacherName: teachers.fullName,
    teacherNameZh: teachers.fullNameZh,
    teacherAvatar: teachers.profileImage,
    likesCount,
    reviewsCount,
    averageRating,
    ...viewerFlags(viewerId),
  };
}

export type CourseSummaryRow = Awaited<
  ReturnType<ReturnType<typeof createCatalogueRepository>['listCourses']>
>[number];

function filterCondition(filter: CourseFilter): SQL | undefined {
  const conditions: SQL[] = [isPublic];
  if (filter.level) conditions.push(eq(courses.difficultyLevel, filter.level));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    const matches = or(
      sql`${courses.title} ilike ${pattern}`,
      sql`${courses.titleZh} ilike ${pattern}`,
    );
    if (matches) conditions.push(matches);
  }
  return and(...conditions);
}

const orderBy: Record<CourseSort, SQL[]> = {
  latest: [desc(courses.createdAt), desc(courses.id)],
  popular: [desc(likesCount), desc(reviewsCount), desc(courses.createdAt), desc(courses.id)],
};

/** SQL for courses, likes, reviews and unlocks; only active courses are ever public. */
export function createCatalogueRepository(db: Database) {
  const selectCourses = (viewerId: number | null) =>
    db
      .select(courseColumns(viewerId))
      .from(courses)
      .leftJoin(teachers, eq(teachers.id, courses.teacherId));

  return {
    listCourses(
      filter: CourseFilter,
      sort: CourseSort,
      page: { offset: number; limit: number },
      viewerId: number | null,
    ) {
      return selectCourses(viewerId)
        .where(filterCondition(filter))
        .orderBy(...orderBy[sort])
        .limit(page.limit)
        .offset(page.offset);
    },

    async countCourses(filter: CourseFilter): Promise<number> {
      return db.$count(courses, filterCondition(filter));
    },

    featuredCourses(limit: number, viewerId: number | null) {
      return selectCourses(viewerId)
        .where(and(isPublic, eq(courses.isFeatured, true)))
        .orderBy(...orderBy.popular)
        .limit(limit);
    },

    async findCourse(courseId: number, viewerId: number | null) {
      const [row] = await selectCourses(viewerId).where(and(isPublic, eq(courses.id, courseId)));
      return row;
    },

    /** Other active courses of the same teacher first, then of the same level. */
    relatedCourses(course: CourseRow, limit: number) {
      const newest = [desc(courses.createdAt), desc(courses.id)];
      const order =
        course.teacherId === null
          ? newest
          : [desc(sql`coalesce(${courses.teacherId} = ${course.teacherId}, false)`), ...newest];
      return db
        .select({
          id: courses.id,
          title: courses.title,
          titleZh: courses.titleZh,
          thumbnail: courses.thumbnail,
          difficultyLevel: courses.difficultyLevel,
        })
        .from(courses)
        .where(
          and(
            isPublic,
            ne(courses.id, course.id),
            or(
              eq(courses.difficultyLevel, course.difficultyLevel),
              course.teacherId === null ? undefined : eq(courses.teacherId, course.teacherId),
            ),
          ),
        )
        .orderBy(...order)
        .limit(limit);
    },

    /** Returns true when this call added the like (false: it was already there). */
    async addLike(userId: number, courseId: number): Promise<boolean> {
      const rows = await db
        .insert(courseLikes)
        .values({ userId, courseId })
        .onConflictDoNothing()
        .returning({ courseId: courseLikes.courseId });
      return rows.length > 0;
    },

    async removeLike(userId: number, courseId: number): Promise<void> {
      await db
        .delete(courseLikes)
        .where(and(eq(courseLikes.userId, userId), eq(courseLikes.courseId, courseId)));
    },

    async likeState(userId: number, courseId: number) {
      const [row] = await db
        .select({ likesCount, isLiked: viewerFlags(userId).isLiked })
        .from(courses)
        .where(eq(courses.id, courseId));
      return row;
    },

    async hasAccess(userId: number, courseId: number): Promise<boolean> {
      const count = await db.$count(
        courseAccess,
        and(eq(courseAccess.userId, userId), eq(courseAccess.courseId, courseId)),
      );
      return count > 0;
    },

    /** Returns true when this call granted the access (false: the user already had it). */
    async insertAccess(
      userId: number,
      courseId: number,
      source: (typeof courseAccess.$inferInsert)['source'],
    ): Promise<boolean> {
      const rows = await db
        .insert(courseAccess)
        .values({ userId, courseId, source })
        .onConflictDoNothing()
        .returning({ courseId: courseAccess.courseId });
      return rows.length > 0;
    },

    /** One review per learner and course: a second one replaces the first. */
    async upsertReview(userId: number, courseId: number, rating: number, comment: string) {
      const [row] = await db
        .insert(courseReviews)
        .values({ userId, courseId, rating, comment })
        .onConflictDoUpdate({
          target: [courseReviews.userId, courseReviews.courseId],
          set: { rating, comment, updatedAt: new Date() },
        })
        .returning();
      return row;
    },

    listReviews(courseId: number, page: { offset: number; limit: number }) {
      return db
        .select({ review: courseReviews, userName: users.fullName })
        .from(courseReviews)
        .innerJoin(users, eq(users.id, courseReviews.userId))
        .where(eq(courseReviews.courseId, courseId))
        .orderBy(desc(courseReviews.updatedAt), asc(courseReviews.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async reviewSummary(courseId: number) {
      const [row] = await db
        .select({ count: reviewsCount, average: averageRating })
        .from(courses)
        .where(eq(courses.id, courseId));
      return row ?? { count: 0, average: null };
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
