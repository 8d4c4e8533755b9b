import type { lessonDraftInputSchema, TeachingLesson } from '@academy/contracts/teaching';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor, AuditService } from '../audit/audit.service';
import type { LessonEdits } from '../learning/lesson-edits.service';
import { createDraftsRepository } from './lesson-drafts.repository';
import { presentTeachingLesson } from './teaching.presenter';
import type { TeachingAccess } from './teaching-access';

/**
 * A teacher's lesson edits (decision 0043): a draft that learners never read, kept per lesson
 * until the teacher publishes or discards it. Every change goes through the audit log, in the
 * change's transaction.
 */
export function createLessonDrafts(
  db: Database,
  deps: { audit: AuditService; edits: LessonEdits; access: TeachingAccess },
) {
  const { audit, edits, access } = deps;

  /** The lesson as published and its draft, as `executor` sees them now. */
  async function lessonNow(executor: Database, lessonId: number): Promise<TeachingLesson> {
    const lesson = await edits.lessonIn(executor, lessonId);
    if (!lesson) throw new AppError('NOT_FOUND');
    return presentTeachingLesson(lesson, await createDraftsRepository(executor).draft(lessonId));
  }

  return {
    async lesson(userId: number, lessonId: number): Promise<TeachingLesson> {
      await access.ownLesson(userId, lessonId);
      return lessonNow(db, lessonId);
    },

    /** Keeps the edit as the lesson's draft; learners still read the lesson as published. */
    saveDraft(
      actor: Actor,
      lessonId: number,
      input: z.output<typeof lessonDraftInputSchema>,
    ): Promise<TeachingLesson> {
      return audit.audited(actor, 'save', 'lesson_draft', async (tx) => {
        const lesson = await access.ownLesson(actor.id, lessonId, tx);
        const drafts = createDraftsRepository(tx);
        const before = await drafts.draft(lessonId);
        await drafts.saveDraft({
          contentId: lessonId,
          ...(await edits.valuesOf(input)),
          authorId: actor.id,
          baseUpdatedAt: lesson.updatedAt,
        });
        return { id: lessonId, before: before ?? null, after: await lessonNow(tx, lessonId) };
      });
    },

    discardDraft(actor: Actor, lessonId: number): Promise<TeachingLesson> {
      return audit.audited(actor, 'discard', 'lesson_draft', async (tx) => {
        await access.ownLesson(actor.id, lessonId, tx);
        const before = await createDraftsRepository(tx).takeDraft(lessonId);
        if (!before) throw new AppError('NOT_FOUND');
        return { id: lessonId, before, after: await lessonNow(tx, lessonId) };
      });
    },

    /**
     * Copies the draft into the lesson and removes it, in one transaction with its audit entry:
     * learners see the whole edit or none of it. A lesson changed since the draft was begun (an
     * admin's edit) is not overwritten: the teacher is told, and the draft stays.
     */
    publish(actor: Actor, lessonId: number): Promise<TeachingLesson> {
      return audit.audited(actor, 'publish', 'content', async (tx) => {
        const lesson = await access.ownLesson(actor.id, lessonId, tx);
        const draft = await createDraftsRepository(tx).takeDraft(lessonId);
        if (!draft) throw new AppError('NOT_FOUND');
        if (draft.baseUpdatedAt.getTime() !== lesson.updatedAt.getTime()) {
          throw new AppError('LESSON_CHANGED');
        }
        await edits.publishIn(tx, lessonId, draft);
        return {
          id: lessonId,
          before: presentTeachingLesson(lesson, undefined).published,
          after: await lessonNow(tx, lessonId),
        };
      });
    },
  };
}
