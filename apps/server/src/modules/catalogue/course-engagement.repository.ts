import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { fullNameOf } from '../auth/auth.views';
import { averageRating, isPublic, viewerFlags } from './catalogue.repository';
import { courseAccess, courseLikes, courseReviews, courses } from './catalogue.schema';

/** A like, an unlike and the state either answers with: prepared once, each one statement. */
const likeStatements = preparedPerDatabase((db: Database) => {
  const userId = sql.placeholder('userId');
  const publicCourse = and(isPublic, eq(courses.id, sql.placeholder('courseId')));
  return {
    // A select that names every column of the table, in order, as Drizzle's insert … select wants.
    add: db
      .insert(courseLikes)
      .select(
        db
          .select({
            userId: sql<number>`${userId}::int`.as('user_id'),
            courseId: courses.id,
            createdAt: sql<Date>`now()`.as('created_at'),
          })
          .from(courses)
          .where(publicCourse),
      )
      .onConflictDoNothing()
      .prepare('catalogue_like_add'),
    remove: db
      .delete(courseLikes)
      .where(
        and(
          eq(courseLikes.userId, userId),
          eq(courseLikes.courseId, sql.placeholder('courseId')),
          sql`${courseLikes.courseId} in (select ${courses.id} from ${courses} where ${publicCourse})`,
        ),
      )
      .prepare('catalogue_like_remove'),
    state: db
      .select({ likesCount: courses.likesCount, isLiked: viewerFlags(userId).isLiked })
      .from(courses)
      .where(publicCourse)
      .prepare('catalogue_like_state'),
  };
});

/** SQL for what learners do with a course: likes, unlocks (access) and reviews. */
export function createEngagementRepository(db: Database) {
  return {
    /** Likes a public course (a second like, or a course that is not public, changes nothing). */
    async addLike(userId: number, courseId: number): Promise<void> {
      await likeStatements(db).add.execute({ userId, courseId });
    },

    /** Takes back a like of a public course; a hidden course keeps its likes. */
    async removeLike(userId: number, courseId: number): Promise<void> {
      await likeStatements(db).remove.execute({ userId, courseId });
    },

    /** The public course's likes and whether the user likes it; undefined when not public. */
    async likeState(userId: number, courseId: number) {
      const [row] = await likeStatements(db).state.execute({ userId, courseId });
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
        .select({ review: courseReviews, userName: fullNameOf(courseReviews.userId) })
        .from(courseReviews)
        .where(eq(courseReviews.courseId, courseId))
        .orderBy(desc(courseReviews.updatedAt), asc(courseReviews.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async reviewSummary(courseId: number) {
      const [row] = await db
        .select({ count: courses.reviewsCount, average: averageRating })
        .from(courses)
        .where(eq(courses.id, courseId));
      return row ?? { count: 0, average: null };
    },
  };
}

export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
