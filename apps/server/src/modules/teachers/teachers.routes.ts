import {
  featuredTeachersResponseSchema,
  teacherDetailResponseSchema,
  teacherIdQuerySchema,
  teacherLikeResponseSchema,
  teacherListQuerySchema,
  teacherListResponseSchema,
} from '@academy/contracts/teachers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/locale';
import { ok } from '../../lib/reply';
import { currentSession, requireUser, viewerId } from '../../plugins/authentication';
import type { TeachersService } from './teachers.service';

/** `/api/teacher/*`: the directory, teacher pages and likes (GET, as the spec's client calls them). */
export const teachersRoutes: FastifyPluginAsyncZod<{ teachers: TeachersService }> = async (
  app,
  { teachers },
) => {
  const tags = ['teachers'];

  app.get(
    '/list',
    {
      config: { publicCache: true },
      schema: {
        tags,
        querystring: teacherListQuerySchema,
        response: { 200: teacherListResponseSchema },
      },
    },
    async (request) =>
      ok(await teachers.listTeachers(request.query, viewerId(request), requestLocale(request))),
  );

  app.get(
    '/featured',
    {
      config: { publicCache: true },
      schema: { tags, response: { 200: featuredTeachersResponseSchema } },
    },
    async (request) => ok({ list: await teachers.featuredTeachers(viewerId(request)) }),
  );

  app.get(
    '/get',
    {
      config: { publicCache: true },
      schema: {
        tags,
        querystring: teacherIdQuerySchema,
        response: { 200: teacherDetailResponseSchema },
      },
    },
    async (request) =>
      ok(await teachers.teacherDetail(request.query.teacher_id, viewerId(request))),
  );

  // A like and its undo are one shape: the teacher, then the learner's like state and count.
  for (const action of ['like', 'unlike'] as const) {
    app.get(
      `/${action}`,
      {
        onRequest: requireUser,
        schema: {
          tags,
          querystring: teacherIdQuerySchema,
          response: { 200: teacherLikeResponseSchema },
        },
      },
      async (request) =>
        ok(await teachers[action](currentSession(request).user.id, request.query.teacher_id)),
    );
  }
};
