import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lessonDrafts } from './teaching.schema';

export type DraftRow = typeof lessonDrafts.$inferSelect;
export type NewDraft = typeof lessonDrafts.$inferInsert;

/** SQL for the teachers' lesson drafts, the one table the teaching module owns. */
export function createDraftsRepository(db: Database) {
  return {
    async draftedLessonIds(lessonIds: number[]): Promise<Set<number>> {
      if (lessonIds.length === 0) return new Set();
      const rows = await db
        .select({ id: lessonDrafts.contentId })
        .from(lessonDrafts)
        .where(inArray(lessonDrafts.contentId, lessonIds));
      return new Set(rows.map((row) => row.id));
    },

    async draft(lessonId: number): Promise<DraftRow | undefined> {
      const [draft] = await db
        .select()
        .from(lessonDrafts)
        .where(eq(lessonDrafts.contentId, lessonId));
      return draft;
    },

    /** Writes the lesson's draft; a draft already begun keeps the lesson version it began from. */
    async saveDraft(draft: NewDraft): Promise<void> {
      const { contentId: _lesson, baseUpdatedAt: _base, createdAt: _created, ...changes } = draft;
      await db
        .insert(lessonDrafts)
        .values(draft)
        .onConflictDoUpdate({
          target: lessonDrafts.contentId,
          set: { ...changes, updatedAt: sql`now()` },
        });
    },

    /**
     * Removes the lesson's draft and answers it. Two publishes of one draft queue on its row: the
     * second finds it gone.
     */
    async takeDraft(lessonId: number): Promise<DraftRow | undefined> {
      const [draft] = await db
        .delete(lessonDrafts)
        .where(eq(lessonDrafts.contentId, lessonId))
        .returning();
      return draft;
    },
  };
}
