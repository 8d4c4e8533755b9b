import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { likePattern } from '../../db/search';
import { pageWindow } from '../../db/table-query';
import { newestFirst } from '../../lib/list-orders';
import { courseTitleOf, courseTitleZhOf } from '../catalogue/catalogue.views';
import { lessonPositionOf, lessonTitleOf, lessonTitleZhOf } from '../learning/learning.views';
import type { LessonPlaceRow } from '../learning/lesson-place.presenter';
import { lessonNotes } from './notes.schema';

export type NoteRow = typeof lessonNotes.$inferSelect;

/** A note with its lesson and course named in both languages, for "My notes" and the export. */
const withPlaces = {
  note: lessonNotes,
  lessonTitle: sql<string>`coalesce(${lessonTitleOf(lessonNotes.contentId)}, '')`,
  lessonTitleZh: lessonTitleZhOf(lessonNotes.contentId),
  courseTitle: courseTitleOf(lessonNotes.courseId),
  courseTitleZh: courseTitleZhOf(lessonNotes.courseId),
};
export type PlacedNoteRow = { note: NoteRow } & LessonPlaceRow;

/** Which notes of a learner a search finds: in the note, its lesson or its course, either language. */
function searchIn(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(lessonNotes.body, pattern),
    ...[
      withPlaces.lessonTitle,
      withPlaces.lessonTitleZh,
      withPlaces.courseTitle,
      withPlaces.courseTitleZh,
    ].map((title) => sql`${title} ilike ${pattern}`),
  );
}

/** SQL for notes; every statement is about one learner's own notes. */
export function createNotesRepository(db: Database) {
  const own = (userId: number, noteId: number) =>
    and(eq(lessonNotes.userId, userId), eq(lessonNotes.id, noteId));

  return {
    async insert(note: typeof lessonNotes.$inferInsert): Promise<NoteRow> {
      const [row] = await db.insert(lessonNotes).values(note).returning();
      if (!row) throw new Error('note insert returned nothing');
      return row;
    },

    /** The learner's notes on a lesson: timed ones in playback order, then the others, oldest first. */
    onLesson(userId: number, contentId: number): Promise<NoteRow[]> {
      return db
        .select()
        .from(lessonNotes)
        .where(and(eq(lessonNotes.userId, userId), eq(lessonNotes.contentId, contentId)))
        .orderBy(sql`${lessonNotes.positionSeconds} asc nulls last`, asc(lessonNotes.id));
    },

    async update(userId: number, noteId: number, body: string): Promise<NoteRow | undefined> {
      const [row] = await db
        .update(lessonNotes)
        .set({ body, updatedAt: new Date() })
        .where(own(userId, noteId))
        .returning();
      return row;
    },

    async delete(userId: number, noteId: number): Promise<NoteRow | undefined> {
      const [row] = await db.delete(lessonNotes).where(own(userId, noteId)).returning();
      return row;
    },

    /** A page of the learner's notes, newest first, found by the search and the course. */
    page(
      userId: number,
      query: { search?: string; courseId?: number; page: number; size: number },
    ) {
      const where = and(
        eq(lessonNotes.userId, userId),
        query.courseId === undefined ? undefined : eq(lessonNotes.courseId, query.courseId),
        searchIn(query.search),
      );
      return newestFirst(db, lessonNotes).page(
        db.select(withPlaces).from(lessonNotes).$dynamic(),
        where,
        pageWindow(query.page, query.size),
      );
    },

    /** Every note of the learner in a course, in the course's lesson order, then playback order. */
    ofCourse(userId: number, courseId: number): Promise<PlacedNoteRow[]> {
      return db
        .select(withPlaces)
        .from(lessonNotes)
        .where(and(eq(lessonNotes.userId, userId), eq(lessonNotes.courseId, courseId)))
        .orderBy(
          asc(lessonPositionOf(lessonNotes.contentId)),
          asc(lessonNotes.contentId),
          sql`${lessonNotes.positionSeconds} asc nulls last`,
          asc(lessonNotes.id),
        );
    },
  };
}
