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
import { guestCachedRead, signedInRoute } from '../../lib/json-route';
import { ok } from '../../lib/reply';
import { ownUserId, viewerId } from '../../plugins/authentication';
import type { LearningService } from './learning.service';

/** `/api/content/*`: reading course content, progress, completion and quizzes. */
export const learningRoutes: FastifyPluginAsyncZod<{ learning: LearningService }> = async (
  app,
  { learning },
) => {
  const tags = ['learning'];

  app.get(
    '/list',
    guestCachedRead(tags, {
      querystring: contentListQuerySchema,
      answer: contentListResponseSchema,
    }),
    async (request) => ok(await learning.list(request.query.course_id, viewerId(request))),
  );

  app.get(
    '/get',
    guestCachedRead(tags, { querystring: contentIdQuerySchema, answer: contentItemResponseSchema }),
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
    signedInRoute(tags, { body: progressRequestSchema, answer: progressResponseSchema }),
    async (request) => ok(await learning.saveProgress(ownUserId(request), request.body)),
  );

  app.post(
    '/complete',
    signedInRoute(tags, { body: completeRequestSchema, answer: completionResponseSchema }),
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
    signedInRoute(tags, { body: quizSubmitRequestSchema, answer: quizSubmitResponseSchema }),
    async (request) => ok(await learning.submitQuiz(ownUserId(request), request.body)),
  );
};
