import {
  featuredTeachersResponseSchema,
  teacherDetailResponseSchema,
  teacherIdQuerySchema,
  teacherLikeResponseSchema,
  teacherListQuerySchema,
  teacherListResponseSchema,
} from '@academy/contracts/teachers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestCachedRead, signedInRoute } from '../../lib/json-route';
import { requestLocale } from '../../lib/locale';
import { ok } from '../../lib/reply';
import { currentSession, viewerId } from '../../plugins/authentication';
import type { TeachersService } from './teachers.service';

/** `/api/teacher/*`: the directory, teacher pages and likes (GET, as the spec's client calls them). */
export const teachersRoutes: FastifyPluginAsyncZod<{ teachers: TeachersService }> = async (
  app,
  { teachers },
) => {
  const tags = ['teachers'];

  app.get(
    '/list',
    guestCachedRead(tags, {
      querystring: teacherListQuerySchema,
      answer: teacherListResponseSchema,
    }),
    async (request) =>
      ok(await teachers.listTeachers(request.query, viewerId(request), requestLocale(request))),
  );

  app.get(
    '/featured',
    guestCachedRead(tags, { answer: featuredTeachersResponseSchema }),
    async (request) => ok({ list: await teachers.featuredTeachers(viewerId(request)) }),
  );

  app.get(
    '/get',
    guestCachedRead(tags, {
      querystring: teacherIdQuerySchema,
      answer: teacherDetailResponseSchema,
    }),
    async (request) =>
      ok(await teachers.teacherDetail(request.query.teacher_id, viewerId(request))),
  );

  // A like and its undo are one shape: the teacher, then the learner's like state and count.
  for (const action of ['like', 'unlike'] as const) {
    app.get(
      `/${action}`,
      signedInRoute(tags, { querystring: teacherIdQuerySchema, answer: teacherLikeResponseSchema }),
      async (request) =>
        ok(await teachers[action](currentSession(request).user.id, request.query.teacher_id)),
    );
  }
};
