import {
  courseDetailResponseSchema,
  courseIdBodySchema,
  courseIdQuerySchema,
  courseLikeResponseSchema,
  courseListQuerySchema,
  courseListResponseSchema,
  courseUnlockResponseSchema,
  featuredCoursesResponseSchema,
  relatedCoursesResponseSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewRequestSchema,
  reviewResponseSchema,
} from '@academy/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listText, okText, sendJsonText } from '../../lib/json-reply';
import { guestCachedRead, signedInRoute } from '../../lib/json-route';
import { ok } from '../../lib/reply';
import { currentSession, viewerId } from '../../plugins/authentication';
import type { CatalogueService } from './catalogue.service';

/** `/api/course/*` reads: the catalogue, course detail, related courses and reviews. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  const tags = ['catalogue'];

  app.get(
    '/lists',
    guestCachedRead(tags, { querystring: courseListQuerySchema, answer: courseListResponseSchema }),
    async (request, reply) =>
      sendJsonText(reply, okText(await catalogue.listCourses(request.query, viewerId(request)))),
  );

  app.get(
    '/featured',
    guestCachedRead(tags, { answer: featuredCoursesResponseSchema }),
    async (request, reply) =>
      sendJsonText(reply, okText(listText(await catalogue.featuredCourses(viewerId(request))))),
  );

  app.get(
    '/get',
    guestCachedRead(tags, { querystring: courseIdQuerySchema, answer: courseDetailResponseSchema }),
    async (request) => ok(await catalogue.courseDetail(request.query.course_id, viewerId(request))),
  );

  app.get(
    '/related',
    guestCachedRead(tags, {
      querystring: courseIdQuerySchema,
      answer: relatedCoursesResponseSchema,
    }),
    async (request) => ok({ list: await catalogue.relatedCourses(request.query.course_id) }),
  );

  app.get(
    '/reviews',
    guestCachedRead(tags, { querystring: reviewListQuerySchema, answer: reviewListResponseSchema }),
    async (request) => ok(await catalogue.reviews(request.query, viewerId(request))),
  );
};

/** `/api/course/*` writes of a signed-in learner: likes, unlocking and their review. */
export const courseActionRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  const tags = ['catalogue'];

  // A like and its undo are one shape: the course, then the learner's like state and count.
  for (const action of ['like', 'unlike'] as const) {
    app.post(
      `/${action}`,
      signedInRoute(tags, { body: courseIdBodySchema, answer: courseLikeResponseSchema }),
      async (request) =>
        ok(await catalogue[action](currentSession(request).user.id, request.body.course_id)),
    );
  }

  app.post(
    '/unlock',
    signedInRoute(tags, { body: courseIdBodySchema, answer: courseUnlockResponseSchema }),
    async (request) =>
      ok(await catalogue.unlock(currentSession(request).user.id, request.body.course_id)),
  );

  app.post(
    '/review',
    signedInRoute(tags, { body: reviewRequestSchema, answer: reviewResponseSchema }),
    async (request) => ok(await catalogue.review(currentSession(request).user, request.body)),
  );
};
