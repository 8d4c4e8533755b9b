import {
  courseLearnersQuerySchema,
  courseLearnersResponseSchema,
  lessonDraftInputSchema,
  teachingCourseDetailResponseSchema,
  teachingCourseParamsSchema,
  teachingHomeResponseSchema,
  teachingLessonParamsSchema,
  teachingLessonResponseSchema,
  waitingQuestionsQuerySchema,
  waitingQuestionsResponseSchema,
} from '@academy/contracts/teaching';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/admin-resource';
import { jsonRoute } from '../../lib/json-route';
import type { MediaStorage } from '../../lib/media-storage';
import { ok } from '../../lib/reply';
import { ownUserId, requireRole } from '../../plugins/authentication';
import type { AppInstance } from '../../server-module';
import { uploadRoute } from '../admin/upload.routes';
import type { TeachingService } from './teaching.service';

const tags = ['teaching'];

/** The workspace's reads: the teacher's courses, one course's figures and learners, the questions. */
function workspaceRoutes(app: AppInstance, teaching: TeachingService) {
  app.get('/courses', jsonRoute(tags, { answer: teachingHomeResponseSchema }), async (request) =>
    ok(await teaching.home(ownUserId(request))),
  );
  app.get(
    '/courses/:id',
    jsonRoute(tags, {
      params: teachingCourseParamsSchema,
      answer: teachingCourseDetailResponseSchema,
    }),
    async (request) => ok(await teaching.course(ownUserId(request), request.params.id)),
  );
  app.get(
    '/courses/:id/learners',
    jsonRoute(tags, {
      params: teachingCourseParamsSchema,
      querystring: courseLearnersQuerySchema,
      answer: courseLearnersResponseSchema,
    }),
    async (request) =>
      ok(await teaching.learners(ownUserId(request), request.params.id, request.query)),
  );
  app.get(
    '/questions',
    jsonRoute(tags, {
      querystring: waitingQuestionsQuerySchema,
      answer: waitingQuestionsResponseSchema,
    }),
    async (request) => ok(await teaching.waitingQuestions(ownUserId(request), request.query)),
  );
}

/** A lesson of the teacher's, its draft, and publishing it. */
function lessonRoutes(app: AppInstance, teaching: TeachingService) {
  // A lesson must be the caller's before its body is read: nobody learns from a validation
  // answer anything about a lesson they may not edit.
  const ownLessonFirst = async (request: FastifyRequest) => {
    // Only a plain id is looked up; any other spelling is the params schema's to refuse (400).
    const { id } = request.params as { id?: string };
    if (id !== undefined && /^[1-9]\d{0,8}$/.test(id)) {
      await teaching.requireOwnLesson(ownUserId(request), Number(id));
    }
  };
  const lesson = { params: teachingLessonParamsSchema, answer: teachingLessonResponseSchema };
  app.get('/lessons/:id', jsonRoute(tags, lesson), async (request) =>
    ok(await teaching.lesson(ownUserId(request), request.params.id)),
  );
  app.put(
    '/lessons/:id/draft',
    jsonRoute(tags, { ...lesson, body: lessonDraftInputSchema }, { preValidation: ownLessonFirst }),
    async (request) =>
      ok(await teaching.saveDraft(actorOf(request), request.params.id, request.body)),
  );
  app.delete('/lessons/:id/draft', jsonRoute(tags, lesson), async (request) =>
    ok(await teaching.discardDraft(actorOf(request), request.params.id)),
  );
  app.post('/lessons/:id/publish', jsonRoute(tags, lesson), async (request) =>
    ok(await teaching.publish(actorOf(request), request.params.id)),
  );
}

/**
 * `/api/teach`: the teacher's workspace. Every call needs a teacher's account; the service
 * refuses anyone not linked to a profile, and any course or lesson not theirs.
 */
export const teachingRoutes: FastifyPluginAsyncZod<{
  teaching: TeachingService;
  storage: MediaStorage;
}> = async (app, { teaching, storage }) => {
  app.addHook('onRequest', requireRole('teacher'));
  workspaceRoutes(app, teaching);
  lessonRoutes(app, teaching);
  // A teacher's lesson files, checked as the admin's are; the teacher is known before any byte is read.
  uploadRoute(app, storage, tags, async (request) => {
    await teaching.requireTeacher(ownUserId(request));
  });
};
