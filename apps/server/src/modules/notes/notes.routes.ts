import {
  createNoteRequestSchema,
  lessonNotesQuerySchema,
  lessonNotesResponseSchema,
  myNotesQuerySchema,
  myNotesResponseSchema,
  noteParamsSchema,
  noteResponseSchema,
  notesExportQuerySchema,
  updateNoteRequestSchema,
} from '@academy/contracts/notes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute } from '../../lib/json-route';
import { requestLocale } from '../../lib/locale';
import { ok, sendAttachment } from '../../lib/reply';
import { ownUserId, requireUser } from '../../plugins/authentication';
import type { NotesService } from './notes.service';

/** `/api/notes`: the signed-in learner's own notes on lessons, and nobody else's. */
export const notesRoutes: FastifyPluginAsyncZod<{ notes: NotesService }> = async (
  app,
  { notes },
) => {
  const tags = ['notes'];
  app.addHook('onRequest', requireUser);

  app.get(
    '/',
    jsonRoute(tags, { querystring: myNotesQuerySchema, answer: myNotesResponseSchema }),
    async (request) => ok(await notes.mine(ownUserId(request), request.query)),
  );

  app.get(
    '/lesson',
    jsonRoute(tags, { querystring: lessonNotesQuerySchema, answer: lessonNotesResponseSchema }),
    async (request) => ok(await notes.onLesson(ownUserId(request), request.query.content_id)),
  );

  app.post(
    '/',
    jsonRoute(tags, { body: createNoteRequestSchema, answer: noteResponseSchema }),
    async (request) => ok(await notes.create(ownUserId(request), request.body)),
  );

  app.put(
    '/:id',
    jsonRoute(tags, {
      params: noteParamsSchema,
      body: updateNoteRequestSchema,
      answer: noteResponseSchema,
    }),
    async (request) =>
      ok(await notes.update(ownUserId(request), request.params.id, request.body.body)),
  );

  app.delete(
    '/:id',
    jsonRoute(tags, { params: noteParamsSchema, answer: noteResponseSchema }),
    async (request) => ok(await notes.delete(ownUserId(request), request.params.id)),
  );

  app.get(
    '/export',
    { schema: { tags, querystring: notesExportQuerySchema } },
    async (request, reply) => {
      const { fileName, markdown } = await notes.exportCourse(
        ownUserId(request),
        request.query.course_id,
        requestLocale(request),
      );
      return sendAttachment(reply, 'text/markdown; charset=utf-8', fileName, markdown);
    },
  );
};
