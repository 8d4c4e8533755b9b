import {
  redemptionCreateResponseSchema,
  redemptionListQuerySchema,
  redemptionListResponseSchema,
  redemptionRequestSchema,
  rewardIdQuerySchema,
  rewardListQuerySchema,
  rewardListResponseSchema,
  rewardResponseSchema,
} from '@academy/contracts/rewards';
import { isShipped } from '@academy/contracts/rewards.rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guestCachedRead, signedInRoute } from '../../lib/json-route';
import { requestLocale } from '../../lib/locale';
import { ok } from '../../lib/reply';
import { ownUserId } from '../../plugins/authentication';
import { formFieldsAsBody } from '../../plugins/multipart';
import type { RewardsService } from './rewards.service';

/** What a redemption answers on success, in Chinese and English. */
const successMessages = {
  merchandise: {
    zh: '兑换申请提交成功，请等待审核',
    en: 'Redemption submitted. Please wait for review.',
  },
  courseAccess: { zh: '兑换成功，课程已解锁', en: 'Redeemed. The course is now unlocked.' },
  list: { zh: '获取成功', en: 'OK' },
} as const;

const idempotencyHeadersSchema = z.object({
  'idempotency-key': z.string().trim().min(8).max(100).optional(),
});

/** `/api/reward/*` (the shop) and `/api/redemption/*` (redeeming and the learner's history). */
export const rewardsRoutes: FastifyPluginAsyncZod<{ rewards: RewardsService }> = async (
  app,
  { rewards },
) => {
  const tags = ['rewards'];

  app.get(
    '/reward/list',
    guestCachedRead(tags, { querystring: rewardListQuerySchema, answer: rewardListResponseSchema }),
    async (request) => {
      const { reward_category_id, page, limit } = request.query;
      return ok(await rewards.listRewards(reward_category_id, page, limit));
    },
  );

  app.get(
    '/reward/get',
    guestCachedRead(tags, { querystring: rewardIdQuerySchema, answer: rewardResponseSchema }),
    async (request) => ok(await rewards.reward(request.query.reward_id)),
  );

  app.post(
    '/redemption/create',
    signedInRoute(
      tags,
      {
        description: 'JSON or multipart/form-data. Send an Idempotency-Key to make retries safe.',
        headers: idempotencyHeadersSchema,
        body: redemptionRequestSchema,
        answer: redemptionCreateResponseSchema,
      },
      { config: { successFlag: true }, preValidation: formFieldsAsBody },
    ),
    async (request) => {
      const created = await rewards.redeem(
        ownUserId(request),
        request.body,
        request.headers['idempotency-key'],
      );
      const kind = isShipped(created.redemption.reward_category_id)
        ? 'merchandise'
        : 'courseAccess';
      const message = successMessages[kind][requestLocale(request)];
      return { ...ok(created), msg: message, success: true as const, message };
    },
  );

  app.get(
    '/redemption/list',
    signedInRoute(
      tags,
      { querystring: redemptionListQuerySchema, answer: redemptionListResponseSchema },
      { config: { successFlag: true } },
    ),
    async (request) => {
      const { user_id, page, limit } = request.query;
      const list = await rewards.listRedemptions(ownUserId(request, user_id), page, limit);
      const message = successMessages.list[requestLocale(request)];
      return { ...ok(list), success: true as const, message };
    },
  );
};
