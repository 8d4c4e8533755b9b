import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contentProgress, contents, quizAttempts } from './learning.schema';

export type ContentRow = typeof contents.$inferSelect;
export type ProgressRow = typeof contentProgress.$inferSelect;
export type QuizAttemptRow = typeof quizAttempts.$inferSelect;

/** SQL for course content, learners' progress and quiz attempts. */
export function createLearningRepository(db: Database) {
  const progressOf = (userId: number, contentId: number) =>
    and(eq(contentProgress.userId, userId), eq(contentProgress.contentId, contentId));

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

    async findContent(contentId: number): Promise<ContentRow | undefined> {
      const [row] = await db.select().from(contents).where(eq(contents.id, contentId));
      return row;
    },

    async findProgress(userId: number, contentId: number): Promise<ProgressRow | undefined> {
      const [row] = await db.select().from(contentProgress).where(progressOf(userId, contentId));
      return row;
    },

    /** Keeps the highest progress ever reached and the latest position, for resuming. */
    async saveProgress(
      userId: number,
      contentId: number,
      progress: number,
      positionSeconds: number,
    ): Promise<ProgressRow> {
      const [row] = await db
        .insert(contentProgress)
        .values({ userId, contentId, progress, positionSeconds })
        .onConflictDoUpdate({
          target: [contentProgress.userId, contentProgress.contentId],
          set: {
            progress: sql`greatest(${contentProgress.progress}, excluded.progress)`,
            positionSeconds: sql`excluded.position_seconds`,
            updatedAt: new Date(),
          },
        })
        .returning();
      if (!row) throw new Error('progress upsert returned nothing');
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

export type LearningRepository = ReturnType<typeof createLearningRepository>;
