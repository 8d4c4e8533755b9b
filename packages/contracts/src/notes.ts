import { z } from 'zod';
import { envelope, idSchema, integerSchema, pageOf, pageQuery, requiredText } from './common';
import { lessonPlaceFields } from './learning';
import { MY_NOTES_PAGE_SIZE, NOTE_MAX_LENGTH, NOTE_MAX_POSITION_SECONDS } from './notes.rules';

/** A learner's private note on a lesson; `position_seconds` is a moment of its video or audio. */
export const noteSchema = z.object({
  id: z.number().int(),
  content_id: z.number().int(),
  course_id: z.number().int(),
  body: z.string(),
  position_seconds: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

export const lessonNotesQuerySchema = z.object({ content_id: idSchema });
export const lessonNotesResponseSchema = envelope(z.object({ list: z.array(noteSchema) }));

export const createNoteRequestSchema = z.object({
  content_id: idSchema,
  body: requiredText(NOTE_MAX_LENGTH),
  position_seconds: integerSchema(0, NOTE_MAX_POSITION_SECONDS).optional(),
});
export type CreateNoteRequest = z.input<typeof createNoteRequestSchema>;

export const updateNoteRequestSchema = z.object({ body: requiredText(NOTE_MAX_LENGTH) });
export const noteParamsSchema = z.object({ id: idSchema });
export const noteResponseSchema = envelope(noteSchema);

/** A note in "My notes": with its lesson and course, named in both languages. */
export const myNoteSchema = noteSchema.extend(lessonPlaceFields);
export type MyNote = z.infer<typeof myNoteSchema>;

export const myNotesQuerySchema = z.object({
  /** Matches the note, its lesson or its course, in either language. */
  search: z.string().trim().max(100).optional(),
  course_id: idSchema.optional(),
  ...pageQuery(MY_NOTES_PAGE_SIZE),
});
export type MyNotesQuery = z.input<typeof myNotesQuerySchema>;
export const myNotesResponseSchema = envelope(pageOf(myNoteSchema));

export const notesExportQuerySchema = z.object({ course_id: idSchema });
