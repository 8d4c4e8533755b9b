import {
  acceptRequestSchema,
  answerRequestSchema,
  answerResponseSchema,
  askRequestSchema,
  helpfulResponseSchema,
  hiddenResponseSchema,
  hideRequestSchema,
  questionCountsQuerySchema,
  questionCountsResponseSchema,
  questionListQuerySchema,
  questionListResponseSchema,
  questionParamsSchema,
  questionResponseSchema,
  questionThreadResponseSchema,
} from '@academy/contracts/questions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { guestCachedRead, signedInRoute } from '../../lib/json-route';
import { ok } from '../../lib/reply';
import { currentSession } from '../../plugins/authentication';
import type { QuestionsService, Viewer } from './questions.service';

/**
 * Posting budgets per author, over ten minutes: enough for a lively discussion, too few to
 * flood a lesson. Only a valid post counts (checked after validation); every request, refused
 * or not, also draws on the API's per-client budget.
 */
const POSTING_BUDGETS = { ask: 10, answer: 30 } as const;

const viewerOf = (request: FastifyRequest): Viewer => currentSession(request).user;

type Options = { questions: QuestionsService };
const tags = ['questions'];

/** Reading: the counts (anyone), a lesson's questions and a thread (signed in). */
const readRoutes: FastifyPluginAsyncZod<Options> = async (app, { questions }) => {
  app.get(
    '/counts',
    guestCachedRead(tags, {
      description:
        'Questions per lesson of a course: all anyone sees of a course they cannot open.',
      querystring: questionCountsQuerySchema,
      answer: questionCountsResponseSchema,
    }),
    async (request) => ok(await questions.counts(request.query.course_id)),
  );

  app.get(
    '/',
    signedInRoute(tags, {
      querystring: questionListQuerySchema,
      answer: questionListResponseSchema,
    }),
    async (request) => ok(await questions.list(viewerOf(request), request.query)),
  );

  app.get(
    '/:id',
    signedInRoute(tags, { params: questionParamsSchema, answer: questionThreadResponseSchema }),
    async (request) => ok(await questions.thread(viewerOf(request), request.params.id)),
  );
};

/** Asking, answering and helpful marks. */
const postRoutes: FastifyPluginAsyncZod<Options> = async (app, { questions }) => {
  /** A hook that counts the author's post of a kind and refuses it past the budget. */
  const postingBudget = (kind: keyof typeof POSTING_BUDGETS) => {
    const count = app.createRateLimit({
      max: POSTING_BUDGETS[kind],
      timeWindow: '10 minutes',
      keyGenerator: (request) => `questions-${kind}:${request.auth?.user.id}`,
    });
    return async (request: FastifyRequest) => {
      const counted = await count(request);
      if (!counted.isAllowed && counted.isExceeded) throw new AppError('RATE_LIMITED');
    };
  };
  const askBudget = postingBudget('ask');
  const answerBudget = postingBudget('answer');

  app.post(
    '/',
    signedInRoute(
      tags,
      { body: askRequestSchema, answer: questionResponseSchema },
      { preHandler: askBudget },
    ),
    async (request) => ok(await questions.ask(viewerOf(request), request.body)),
  );

  app.post(
    '/:id/answers',
    signedInRoute(
      tags,
      { params: questionParamsSchema, body: answerRequestSchema, answer: answerResponseSchema },
      { preHandler: answerBudget },
    ),
    async (request) =>
      ok(await questions.answer(viewerOf(request), request.params.id, request.body)),
  );

  // Marking helpful and taking it back are one shape: the question, the count, the mark.
  for (const [method, isHelpful] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/:id/helpful',
      ...signedInRoute(tags, { params: questionParamsSchema, answer: helpfulResponseSchema }),
      handler: async (request) =>
        ok(await questions.markHelpful(viewerOf(request), request.params.id, isHelpful)),
    });
  }
};

/** The course's teacher's and admins' accepting and hiding. */
const moderationRoutes: FastifyPluginAsyncZod<Options> = async (app, { questions }) => {
  app.post(
    '/:id/accept',
    signedInRoute(tags, {
      description: "The course's teacher or an admin accepts one answer per question.",
      params: questionParamsSchema,
      body: acceptRequestSchema,
      answer: questionThreadResponseSchema,
    }),
    async (request) =>
      ok(await questions.accept(viewerOf(request), request.params.id, request.body.answer_id)),
  );

  // Hiding a question and hiding an answer are one shape: the post, the reason, the post hidden.
  for (const [url, hide] of [
    ['/:id/hide', questions.hideQuestion],
    ['/answers/:id/hide', questions.hideAnswer],
  ] as const) {
    app.post(
      url,
      signedInRoute(tags, {
        params: questionParamsSchema,
        body: hideRequestSchema,
        answer: hiddenResponseSchema,
      }),
      async (request) => ok(await hide(viewerOf(request), request.params.id, request.body.reason)),
    );
  }
};

/** `/api/questions`: questions and answers on lessons (decision 0042). */
export const questionsRoutes: FastifyPluginAsyncZod<Options> = async (app, { questions }) => {
  for (const routes of [readRoutes, postRoutes, moderationRoutes]) {
    await app.register(routes, { questions });
  }
};
