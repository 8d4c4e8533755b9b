import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, recordedAt } from '../../db/columns';
import { userReference } from '../auth/auth.schema';
import { contentReference, contentTypeEnum } from '../learning/learning.schema';

/**
 * A teacher's unpublished edit of one lesson: the fields a teacher may change, kept apart from the
 * lesson until they publish it, so learners only ever read published lessons (decision 0043). One
 * draft per lesson; it goes with the lesson. `baseUpdatedAt` is when the lesson last changed as the
 * draft was begun: publishing over a lesson someone else changed since is refused.
 */
export const lessonDrafts = pgTable('lesson_drafts', {
  contentId: contentReference().primaryKey(),
  type: contentTypeEnum().notNull(),
  title: text().notNull(),
  titleZh: text(),
  description: text().notNull(),
  descriptionZh: text(),
  durationMinutes: integer().notNull(),
  contentData: jsonb().notNull(),
  authorId: userReference(),
  baseUpdatedAt: instant().notNull(),
  createdAt: recordedAt(),
  updatedAt: recordedAt(),
});
