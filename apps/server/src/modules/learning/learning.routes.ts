import {
  captionsParamsSchema,
  completeRequestSchema,
  completionResponseSchema,
  contentIdQuerySchema,
  contentItemResponseSchema,
  contentListQuerySchema,
  contentListResponseSchema,
  progressRequestSchema,
  progressResponseSchema,
  quizSubmitRequestSchema,
  quizSubmitResponseSchema,
  signedLinkQuerySchema,
} from '@academy/contracts/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute } from '../../lib/json-route';
import { ok } from '../../lib/reply';
import { ownUserId, signedIn, viewerId } from '../../plugins/authentication';
import { cachedForGuests } from '../../plugins/public-cache';
import type { LearningService } from './learning.service';

/** `/api/content/*`: reading course content, progress, completion and quizzes. */
export const learningRoutes: FastifyPluginAsyncZod<{ learning: LearningService }> = async (
  app,
  { learning },
) => {
  const tags = ['learning'];

  app.get(
    '/list',
    jsonRoute(
      tags,
      { querystring: contentListQuerySchema, answer: contentListResponseSchema },
      cachedForGuests,
    ),
    async (request) => ok(await learning.list(request.query.course_id, viewerId(request))),
  );

  app.get(
    '/get',
    jsonRoute(
      tags,
      { querystring: contentIdQuerySchema, answer: contentItemResponseSchema },
      cachedForGuests,
    ),
    async (request) => ok(await learning.get(request.query.content_id, viewerId(request))),
  );

  // The answer is the WebVTT file itself (text/vtt), which a video's <track> loads.
  app.get(
    '/captions/:id/:language',
    { schema: { tags, params: captionsParamsSchema, querystring: signedLinkQuerySchema } },
    async (request, reply) =>
      reply
        .type('text/vtt; charset=utf-8')
        .send(await learning.captions(request.params.id, request.params.language, request.query)),
  );

  app.post(
    '/progress',
    jsonRoute(tags, { body: progressRequestSchema, answer: progressResponseSchema }, signedIn),
    async (request) => ok(await learning.saveProgress(ownUserId(request), request.body)),
  );

  app.post(
    '/complete',
    jsonRoute(tags, { body: completeRequestSchema, answer: completionResponseSchema }, signedIn),
    async (request) =>
      ok(
        await learning.complete(
          ownUserId(request),
          request.body.course_id,
          request.body.content_id,
        ),
      ),
  );

  app.post(
    '/quiz/submit',
    jsonRoute(tags, { body: quizSubmitRequestSchema, answer: quizSubmitResponseSchema }, signedIn),
    async (request) => ok(await learning.submitQuiz(ownUserId(request), request.body)),
  );
};
