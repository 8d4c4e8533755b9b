import type { EditableLesson, lessonDraftInputSchema } from '@academy/contracts/teaching';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { pick } from '../../lib/case';
import { sanitizedArticle } from './learning.admin.service';
import { contentAdminStore } from './learning.repository';

type LessonEdit = z.output<typeof lessonDraftInputSchema>;

/** A lesson's editable fields as stored, the form a draft keeps them in. */
export interface LessonEditValues {
  type: EditableLesson['type'];
  title: string;
  titleZh: string | null;
  description: string;
  descriptionZh: string | null;
  durationMinutes: number;
  contentData: unknown;
}

/** The fields a teacher edits; the course, the order and the points are never among them. */
const editableFields = [
  'type',
  'title',
  'titleZh',
  'description',
  'descriptionZh',
  'durationMinutes',
  'contentData',
] as const satisfies readonly (keyof LessonEditValues)[];

/**
 * A lesson's or a draft's editable values, by name and nothing else: either row carries its own
 * keys and dates besides, which must neither be published nor shown as the lesson's. (The type
 * checks that the list names every field.)
 */
export function editableValues(source: LessonEditValues): LessonEditValues {
  return pick(source, editableFields);
}

/** A lesson as its teacher edits it: where it belongs, when it last changed, and its fields. */
export interface EditedLesson extends LessonEditValues {
  id: number;
  courseId: number;
  courseTitle: string;
  updatedAt: Date;
}

/**
 * The lessons side of a teacher's editing: the lesson as stored, an edit's values made safe (an
 * article's HTML sanitized, as an admin's save does), and publishing them into the lesson inside
 * the caller's transaction. The course, the order and the points are never a teacher's to change.
 */
export function createLessonEdits() {
  return {
    async lessonIn(executor: Database, lessonId: number): Promise<EditedLesson | undefined> {
      const row = await contentAdminStore(executor).find(lessonId);
      if (!row) return undefined;
      return {
        ...pick(row.content, ['id', 'courseId', 'updatedAt']),
        courseTitle: row.courseName,
        ...editableValues(row.content),
      };
    },

    async valuesOf(edit: LessonEdit): Promise<LessonEditValues> {
      return {
        type: edit.type,
        title: edit.title,
        titleZh: edit.title_zh,
        description: edit.description,
        descriptionZh: edit.description_zh,
        durationMinutes: edit.duration,
        contentData:
          edit.type === 'text' ? await sanitizedArticle(edit.content_data) : edit.content_data,
      };
    },

    /** Writes the values into the lesson, in the caller's transaction. */
    async publishIn(tx: Database, lessonId: number, values: LessonEditValues): Promise<void> {
      await contentAdminStore(tx).update(lessonId, editableValues(values));
    },
  };
}

export type LessonEdits = ReturnType<typeof createLessonEdits>;
