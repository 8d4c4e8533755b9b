import type {
  createNoteRequestSchema,
  MyNote,
  myNotesQuerySchema,
  Note,
} from '@academy/contracts/notes';
import type { Locale } from '@academy/contracts/rules';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { snakeKeys } from '../../lib/case';
import { listPage } from '../../lib/reply';
import type { LearningService } from '../learning/learning.service';
import { presentLessonPlace } from '../learning/lesson-place.presenter';
import { createNotesRepository, type NoteRow, type PlacedNoteRow } from './notes.repository';
import { notesMarkdown } from './notes-markdown';

/** A note as its author, its only reader, sees it: all of it but whose it is. */
function presentNote({ userId, ...note }: NoteRow): Note {
  return snakeKeys(note);
}

function presentMyNote(row: PlacedNoteRow): MyNote {
  return {
    ...presentNote(row.note),
    ...presentLessonPlace(row),
  };
}

/**
 * A learner's private notes on lessons (decision 0033). Written only on a lesson its author may
 * open; read, changed and deleted only by its author (another learner's note is NOT_FOUND, like
 * a note that is not there). No admin reads them either.
 */
export function createNotesService(db: Database, deps: { learning: LearningService }) {
  const repository = createNotesRepository(db);

  return {
    async onLesson(userId: number, contentId: number): Promise<{ list: Note[] }> {
      await deps.learning.openLesson(contentId, userId);
      return { list: (await repository.onLesson(userId, contentId)).map(presentNote) };
    },

    async create(userId: number, request: z.output<typeof createNoteRequestSchema>) {
      const lesson = await deps.learning.openLesson(request.content_id, userId);
      const row = await repository.insert({
        userId,
        contentId: lesson.contentId,
        courseId: lesson.courseId,
        body: request.body,
        positionSeconds: request.position_seconds ?? null,
      });
      return presentNote(row);
    },

    async update(userId: number, noteId: number, body: string): Promise<Note> {
      const row = await repository.update(userId, noteId, body);
      if (!row) throw new AppError('NOT_FOUND');
      return presentNote(row);
    },

    async delete(userId: number, noteId: number): Promise<Note> {
      const row = await repository.delete(userId, noteId);
      if (!row) throw new AppError('NOT_FOUND');
      return presentNote(row);
    },

    async mine(userId: number, query: z.output<typeof myNotesQuerySchema>) {
      const { rows, total } = await repository.page(userId, {
        ...(query.search ? { search: query.search } : {}),
        ...(query.course_id === undefined ? {} : { courseId: query.course_id }),
        page: query.page,
        size: query.page_size,
      });
      return listPage(rows.map(presentMyNote), total, query);
    },

    /** A course's notes as a Markdown file named after the course; NOT_FOUND when there are none. */
    async exportCourse(userId: number, courseId: number, locale: Locale) {
      const rows = await repository.ofCourse(userId, courseId);
      if (rows.length === 0) throw new AppError('NOT_FOUND');
      return { fileName: `notes-course-${courseId}.md`, markdown: notesMarkdown(rows, locale) };
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
