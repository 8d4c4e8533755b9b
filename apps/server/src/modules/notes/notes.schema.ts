import { NOTE_MAX_LENGTH, NOTE_MAX_POSITION_SECONDS } from '@academy/contracts/notes.rules';
import { sql } from 'drizzle-orm';
import { check, index, pgTable } from 'drizzle-orm/pg-core';
import { identity, recordedAt } from '../../db/columns';
import { lessonPostColumns, momentUpTo } from '../learning/learning.schema';

/**
 * A learner's private note on a lesson, optionally at a moment of its video or audio. The
 * course is the lesson's, kept with the note so "My notes" groups and exports by course
 * without reading the lessons. Only its author ever reads it.
 */
export const lessonNotes = pgTable(
  'lesson_notes',
  {
    id: identity(),
    ...lessonPostColumns(),
    createdAt: recordedAt(),
    updatedAt: recordedAt(),
  },
  (t) => [
    index('lesson_notes_user_content_idx').on(t.userId, t.contentId),
    index('lesson_notes_user_created_idx').on(t.userId, t.createdAt),
    check(
      'lesson_notes_body_length',
      sql`length(${t.body}) between 1 and ${sql.raw(String(NOTE_MAX_LENGTH))}`,
    ),
    check('lesson_notes_position', momentUpTo(t.positionSeconds, NOTE_MAX_POSITION_SECONDS)),
  ],
);
