import type { AdminContent, adminContentInputSchema } from '@academy/contracts/learning.admin';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { camelKeys, snakeKeys } from '../../lib/case';
import { sanitizeLessonHtml } from '../../lib/sanitize-html';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { type ContentAdminRow, contentAdminStore } from './learning.repository';

type ContentInput = z.output<typeof adminContentInputSchema>;

/** A lesson as the admin edits it, answers and all (admins write them). */
function presentAdminContent(row: ContentAdminRow): AdminContent {
  return {
    ...snakeKeys(row.content),
    courseName: row.courseName,
    duration: row.content.durationMinutes,
    content_data: row.content.contentData as Record<string, unknown>,
    createdAt: row.content.createdAt.toISOString(),
  };
}

/** Article HTML is sanitized before it is stored; other payloads are stored as validated. */
async function contentValues(input: ContentInput) {
  const { duration, content_data, ...rest } = input;
  return {
    ...camelKeys(rest),
    durationMinutes: duration,
    contentData: input.type === 'text' ? await sanitizedArticle(input.content_data) : content_data,
  };
}

export async function sanitizedArticle(data: { html: string; html_zh?: string | null }) {
  return {
    html: await sanitizeLessonHtml(data.html),
    ...(data.html_zh ? { html_zh: await sanitizeLessonHtml(data.html_zh) } : {}),
  };
}

/** Lessons in the admin area: listed per course, written through the audit log, reordered. */
export function createLearningAdmin(
  db: Database,
  deps: { audit: AuditService; catalogue: CatalogueService },
) {
  const { audit, catalogue } = deps;
  const read = async (store: ReturnType<typeof contentAdminStore>, id: number) => {
    const row = await store.find(id);
    if (!row) throw new AppError('NOT_FOUND');
    return presentAdminContent(row);
  };

  return {
    async list(courseId: number): Promise<AdminContent[]> {
      await catalogue.requireCourseIn(db, courseId);
      return (await contentAdminStore(db).list(courseId)).map(presentAdminContent);
    },

    create(actor: Actor, input: ContentInput) {
      return audit.audited(actor, 'create', 'content', async (tx) => {
        await catalogue.requireCourseIn(tx, input.course_id);
        const store = contentAdminStore(tx);
        const position = await store.nextPosition(input.course_id);
        const id = await store.insert({ ...(await contentValues(input)), position });
        if (id === undefined) throw new AppError('CONFLICT');
        return { id, before: null, after: await read(store, id) };
      });
    },

    /** Moving a lesson to another course puts it last there. */
    update(actor: Actor, id: number, input: ContentInput) {
      return audit.audited(actor, 'update', 'content', async (tx) => {
        const store = contentAdminStore(tx);
        const before = await read(store, id);
        const isMoving = before.course_id !== input.course_id;
        if (isMoving) await catalogue.requireCourseIn(tx, input.course_id);
        await store.update(id, {
          ...(await contentValues(input)),
          ...(isMoving ? { position: await store.nextPosition(input.course_id) } : {}),
        });
        return { id, before, after: await read(store, id) };
      });
    },

    /** Lessons learners have progress on are kept (their history and points refer to them). */
    remove(actor: Actor, id: number) {
      return audit.audited(actor, 'delete', 'content', async (tx) => {
        const store = contentAdminStore(tx);
        const before = await read(store, id);
        if (await store.isInUse(id)) throw new AppError('CONFLICT');
        await store.remove(id);
        return { id, before, after: null };
      });
    },

    /** Puts a course's lessons in the given order; the ids must be exactly its lessons. */
    reorder(actor: Actor, courseId: number, ids: number[]) {
      return audit.audited(actor, 'reorder', 'content', async (tx) => {
        const store = contentAdminStore(tx);
        const before = (await store.list(courseId)).map((row) => row.content.id);
        const isSameSet =
          before.length === ids.length &&
          new Set(ids).size === ids.length &&
          ids.every((id) => before.includes(id));
        if (!isSameSet) throw new AppError('VALIDATION_FAILED', { ids: 'VALIDATION_FAILED' });
        await store.reorder(courseId, ids);
        return {
          id: courseId,
          before,
          after: (await store.list(courseId)).map(presentAdminContent),
        };
      });
    },
  };
}

export type LearningAdmin = ReturnType<typeof createLearningAdmin>;
