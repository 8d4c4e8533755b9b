import { and, asc, count, desc, eq, isNotNull, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import {
  courseOpenTo,
  courseTeacherIdOf,
  courseTitleOf,
  courseTitleZhOf,
} from '../catalogue/catalogue.views';
import { contentProgress, contents, quizAttempts } from './learning.schema';

export type ContentRow = typeof contents.$inferSelect;
export type ProgressRow = typeof contentProgress.$inferSelect;
export type QuizAttemptRow = typeof quizAttempts.$inferSelect;

/**
 * The statement every lesson view and progress report starts with: the item, the viewer's
 * progress on it and whether the viewer may open its course (null: the course is not public),
 * in one round trip. A guest's viewer id is null, which matches no progress and no access, so
 * guests and learners share the one prepared statement. Beside it, the progress report's write.
 */
const viewerStatements = preparedPerDatabase((db: Database) => {
  const viewerId = sql.placeholder('viewerId');
  return {
    contentForViewer: db
      .select({
        content: contents,
        progress: contentProgress,
        isOpen: courseOpenTo(contents.courseId, viewerId),
      })
      .from(contents)
      .leftJoin(
        contentProgress,
        and(eq(contentProgress.contentId, contents.id), eq(contentProgress.userId, viewerId)),
      )
      .where(eq(contents.id, sql.placeholder('contentId')))
      .prepare('learning_content_for_viewer'),
    /**
     * A progress report, in one round trip: saved only when the viewer may open the item's course
     * (progress only ever rises, the position is the latest), and answered with the item, whose
     * completion clock the answer shows. No row: the item is missing or locked to the viewer.
     */
    reportProgress: reportProgress(db, viewerId),
  };
});

/** The statement behind `viewerStatements.reportProgress`: the item, the upsert, both read back. */
function reportProgress(db: Database, viewerId: Placeholder) {
  const item = db.$with('reported_item').as(
    db
      .select({ id: contents.id, type: contents.type, durationMinutes: contents.durationMinutes })
      .from(contents)
      .where(
        and(
          eq(contents.id, sql.placeholder('contentId')),
          courseOpenTo(contents.courseId, viewerId),
        ),
      ),
  );
  const saved = db.$with('reported_progress').as(
    db
      .insert(contentProgress)
      .select(
        db
          .select({
            userId: sql<number>`${viewerId}::int`.as('user_id'),
            contentId: item.id,
            progress: sql<number>`${sql.placeholder('progress')}::int`.as('progress'),
            positionSeconds: sql<number>`${sql.placeholder('positionSeconds')}::int`.as(
              'position_seconds',
            ),
            completedAt: sql<Date | null>`null::timestamptz`.as('completed_at'),
            startedAt: sql<Date>`now()`.as('started_at'),
            updatedAt: sql<Date>`now()`.as('updated_at'),
          })
          .from(item),
      )
      .onConflictDoUpdate({
        target: [contentProgress.userId, contentProgress.contentId],
        set: {
          progress: sql`greatest(${contentProgress.progress}, excluded.progress)`,
          positionSeconds: sql`excluded.position_seconds`,
          updatedAt: sql`now()`,
        },
      })
      .returning(),
  );
  return db
    .with(item, saved)
    .select({
      content: { id: item.id, type: item.type, durationMinutes: item.durationMinutes },
      progress: {
        progress: saved.progress,
        positionSeconds: saved.positionSeconds,
        completedAt: saved.completedAt,
        startedAt: saved.startedAt,
      },
    })
    .from(saved)
    .innerJoin(item, eq(item.id, saved.contentId))
    .prepare('learning_report_progress');
}

export type ContentForViewer = NonNullable<
  Awaited<ReturnType<ReturnType<typeof viewerStatements>['contentForViewer']['execute']>>[number]
>;

const adminColumns = { content: contents, courseName: courseTitleOf(contents.courseId) };

/** The admin side of lessons: every lesson of a course, in order, with the course's title. */
export function contentAdminStore(db: Database) {
  return {
    list(courseId: number) {
      return db
        .select(adminColumns)
        .from(contents)
        .where(eq(contents.courseId, courseId))
        .orderBy(asc(contents.position), asc(contents.id));
    },
    async find(id: number) {
      const [row] = await db.select(adminColumns).from(contents).where(eq(contents.id, id));
      return row;
    },
    async nextPosition(courseId: number): Promise<number> {
      const [row] = await db
        .select({ last: sql<number>`coalesce(max(${contents.position}), 0)`.mapWith(Number) })
        .from(contents)
        .where(eq(contents.courseId, courseId));
      return (row?.last ?? 0) + 1;
    },
    async insert(values: NewContent) {
      const [row] = await db.insert(contents).values(values).returning({ id: contents.id });
      return row?.id;
    },
    async update(id: number, values: Partial<NewContent>) {
      await db
        .update(contents)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(contents.id, id));
    },
    async remove(id: number) {
      await db.delete(contents).where(eq(contents.id, id));
    },
    /** Whether learners have progress on the lesson (their history and points refer to it). */
    async isInUse(id: number): Promise<boolean> {
      return (await db.$count(contentProgress, eq(contentProgress.contentId, id))) > 0;
    },
    /** Renumbers a course's lessons in the given order (through negatives, to pass the unique key). */
    async reorder(courseId: number, ids: number[]) {
      await db
        .update(contents)
        .set({ position: sql`-${contents.position}` })
        .where(eq(contents.courseId, courseId));
      for (const [index, id] of ids.entries()) {
        await db
          .update(contents)
          .set({ position: index + 1 })
          .where(and(eq(contents.id, id), eq(contents.courseId, courseId)));
      }
    },
  };
}

export type NewContent = typeof contents.$inferInsert;
export type ContentAdminRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof contentAdminStore>['find']>>
>;

/** A course's items, as a list and one at a time. */
function contentQueries(db: Database) {
  return {
    /** The course's items in order, each with this learner's progress (none for guests). */
    listContents(courseId: number, userId: number | null) {
      return db
        .select({ content: contents, progress: contentProgress })
        .from(contents)
        .leftJoin(
          contentProgress,
          and(
            eq(contentProgress.contentId, contents.id),
            userId === null ? sql`false` : eq(contentProgress.userId, userId),
          ),
        )
        .where(eq(contents.courseId, courseId))
        .orderBy(asc(contents.position), asc(contents.id));
    },

    /** The item with the viewer's progress and course access (see `viewerStatements`). */
    async contentForViewer(
      contentId: number,
      viewerId: number | null,
    ): Promise<ContentForViewer | undefined> {
      const [row] = await viewerStatements(db).contentForViewer.execute({ contentId, viewerId });
      return row;
    },

    async findContent(contentId: number): Promise<ContentRow | undefined> {
      const [row] = await db.select().from(contents).where(eq(contents.id, contentId));
      return row;
    },
  };
}

/** A learner's progress through one item. */
function progressQueries(db: Database) {
  const progressOf = (userId: number, contentId: number) =>
    and(eq(contentProgress.userId, userId), eq(contentProgress.contentId, contentId));

  return {
    async findProgress(userId: number, contentId: number): Promise<ProgressRow | undefined> {
      const [row] = await db.select().from(contentProgress).where(progressOf(userId, contentId));
      return row;
    },

    /**
     * Saves a progress report when the viewer may open the item (see `reportProgress`): the item's
     * timing and the saved progress, or undefined when the item is missing or locked to them.
     */
    async reportProgress(
      userId: number,
      contentId: number,
      progress: number,
      positionSeconds: number,
    ) {
      const [row] = await viewerStatements(db).reportProgress.execute({
        viewerId: userId,
        contentId,
        progress,
        positionSeconds,
      });
      return row;
    },

    /** Marks an item completed (progress raised to at least `progress`). */
    async markCompleted(userId: number, contentId: number, progress: number): Promise<void> {
      const now = new Date();
      await db
        .insert(contentProgress)
        .values({ userId, contentId, progress, completedAt: now })
        .onConflictDoUpdate({
          target: [contentProgress.userId, contentProgress.contentId],
          set: {
            progress: sql`greatest(${contentProgress.progress}, excluded.progress)`,
            completedAt: sql`coalesce(${contentProgress.completedAt}, excluded.completed_at)`,
            updatedAt: now,
          },
        });
    },
  };
}

/** Whole courses completed: one learner's count, and every finished course at once. */
function completionQueries(db: Database) {
  return {
    /**
     * Every (learner, course) where the learner has completed every item of the course, with the
     * course as a certificate names it: the same rule as `courseCompletion`, for all at once.
     */
    finishedCourses() {
      const courseId = contents.courseId;
      return db
        .select({
          userId: contentProgress.userId,
          courseId,
          title: courseTitleOf(courseId),
          titleZh: courseTitleZhOf(courseId),
          teacherId: courseTeacherIdOf(courseId),
        })
        .from(contentProgress)
        .innerJoin(contents, eq(contents.id, contentProgress.contentId))
        .where(isNotNull(contentProgress.completedAt))
        .groupBy(contentProgress.userId, courseId)
        .having(
          sql`count(*) = (select count(*) from ${contents} as all_items where all_items.course_id = ${courseId})`,
        )
        .orderBy(contentProgress.userId, courseId);
    },

    /** How many of the course's items exist and how many this learner completed. */
    async courseCompletion(userId: number, courseId: number) {
      const [row] = await db
        .select({ total: count(contents.id), completed: count(contentProgress.completedAt) })
        .from(contents)
        .leftJoin(
          contentProgress,
          and(
            eq(contentProgress.contentId, contents.id),
            eq(contentProgress.userId, userId),
            isNotNull(contentProgress.completedAt),
          ),
        )
        .where(eq(contents.courseId, courseId));
      return { total: row?.total ?? 0, completed: row?.completed ?? 0 };
    },
  };
}

/** Quiz attempts, numbered per learner and item. */
function attemptQueries(db: Database) {
  return {
    countAttempts(userId: number, contentId: number): Promise<number> {
      return db.$count(
        quizAttempts,
        and(eq(quizAttempts.userId, userId), eq(quizAttempts.contentId, contentId)),
      );
    },

    async latestAttempt(userId: number, contentId: number): Promise<QuizAttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(quizAttempts)
        .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.contentId, contentId)))
        .orderBy(desc(quizAttempts.attemptNumber))
        .limit(1);
      return row;
    },

    async insertAttempt(attempt: typeof quizAttempts.$inferInsert): Promise<QuizAttemptRow> {
      const [row] = await db.insert(quizAttempts).values(attempt).returning();
      if (!row) throw new Error('attempt insert returned nothing');
      return row;
    },
  };
}

/** SQL for course content, learners' progress and quiz attempts. */
export function createLearningRepository(db: Database) {
  return {
    ...contentQueries(db),
    ...progressQueries(db),
    ...completionQueries(db),
    ...attemptQueries(db),
  };
}

export type LearningRepository = ReturnType<typeof createLearningRepository>;
