import {
  featuredTeachersResponseSchema,
  teacherDetailResponseSchema,
  teacherIdQuerySchema,
  teacherLikeResponseSchema,
  teacherListQuerySchema,
  teacherListResponseSchema,
} from '@academy/contracts/teachers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute } from '../../lib/json-route';
import { requestLocale } from '../../lib/locale';
import { ok } from '../../lib/reply';
import { currentSession, signedIn, viewerId } from '../../plugins/authentication';
import { cachedForGuests } from '../../plugins/public-cache';
import type { TeachersService } from './teachers.service';

/** `/api/teacher/*`: the directory, teacher pages and likes (GET, as the spec's client calls them). */
export const teachersRoutes: FastifyPluginAsyncZod<{ teachers: TeachersService }> = async (
  app,
  { teachers },
) => {
  const tags = ['teachers'];

  app.get(
    '/list',
    jsonRoute(
      tags,
      { querystring: teacherListQuerySchema, answer: teacherListResponseSchema },
      cachedForGuests,
    ),
    async (request) =>
      ok(await teachers.listTeachers(request.query, viewerId(request), requestLocale(request))),
  );

  app.get(
    '/featured',
    jsonRoute(tags, { answer: featuredTeachersResponseSchema }, cachedForGuests),
    async (request) => ok({ list: await teachers.featuredTeachers(viewerId(request)) }),
  );

  app.get(
    '/get',
    jsonRoute(
      tags,
      { querystring: teacherIdQuerySchema, answer: teacherDetailResponseSchema },
      cachedForGuests,
    ),
    async (request) =>
      ok(await teachers.teacherDetail(request.query.teacher_id, viewerId(request))),
  );

  // A like and its undo are one shape: the teacher, then the learner's like state and count.
  for (const action of ['like', 'unlike'] as const) {
    app.get(
      `/${action}`,
      jsonRoute(
        tags,
        { querystring: teacherIdQuerySchema, answer: teacherLikeResponseSchema },
        signedIn,
      ),
      async (request) =>
        ok(await teachers[action](currentSession(request).user.id, request.query.teacher_id)),
    );
  }
};
