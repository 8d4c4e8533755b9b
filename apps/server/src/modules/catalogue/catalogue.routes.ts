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
import { ok } from '../../lib/reply';
import { currentSession, requireUser, viewerId } from '../../plugins/authentication';
import type { CatalogueService } from './catalogue.service';

/** `/api/course/*` reads: the catalogue, course detail, related courses and reviews. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  const tags = ['catalogue'];

  app.get(
    '/lists',
    {
      config: { publicCache: true },
      schema: {
        tags,
        querystring: courseListQuerySchema,
        response: { 200: courseListResponseSchema },
      },
    },
    async (request) => ok(await catalogue.listCourses(request.query, viewerId(request))),
  );

  app.get(
    '/featured',
    {
      config: { publicCache: true },
      schema: { tags, response: { 200: featuredCoursesResponseSchema } },
    },
    async (request) => ok({ list: await catalogue.featuredCourses(viewerId(request)) }),
  );

  app.get(
    '/get',
    {
      config: { publicCache: true },
      schema: {
        tags,
        querystring: courseIdQuerySchema,
        response: { 200: courseDetailResponseSchema },
      },
    },
    async (request) => ok(await catalogue.courseDetail(request.query.course_id, viewerId(request))),
  );

  app.get(
    '/related',
    {
      config: { publicCache: true },
      schema: {
        tags,
        querystring: courseIdQuerySchema,
        response: { 200: relatedCoursesResponseSchema },
      },
    },
    async (request) => ok({ list: await catalogue.relatedCourses(request.query.course_id) }),
  );

  app.get(
    '/reviews',
    {
      config: { publicCache: true },
      schema: {
        tags,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema },
      },
    },
    async (request) => ok(await catalogue.reviews(request.query, viewerId(request))),
  );
};

/** `/api/course/*` writes of a signed-in learner: likes, unlocking and their review. */
export const courseActionRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  const tags = ['catalogue'];
  const signedIn = { onRequest: requireUser };

  // A like and its undo are one shape: the course, then the learner's like state and count.
  for (const action of ['like', 'unlike'] as const) {
    app.post(
      `/${action}`,
      {
        ...signedIn,
        schema: { tags, body: courseIdBodySchema, response: { 200: courseLikeResponseSchema } },
      },
      async (request) =>
        ok(await catalogue[action](currentSession(request).user.id, request.body.course_id)),
    );
  }

  app.post(
    '/unlock',
    {
      ...signedIn,
      schema: { tags, body: courseIdBodySchema, response: { 200: courseUnlockResponseSchema } },
    },
    async (request) =>
      ok(await catalogue.unlock(currentSession(request).user.id, request.body.course_id)),
  );

  app.post(
    '/review',
    {
      ...signedIn,
      schema: { tags, body: reviewRequestSchema, response: { 200: reviewResponseSchema } },
    },
    async (request) => ok(await catalogue.review(currentSession(request).user, request.body)),
  );
};
