import type {
  RedemptionCreated,
  RedemptionList,
  Reward,
  RewardList,
  redemptionRequestSchema,
} from '@academy/contracts/rewards';
import {
  canTake,
  isShipped,
  type RedemptionAction,
  type RewardCategory,
  redemptionTransitions,
  shippingProblems,
} from '@academy/contracts/rewards.rules';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { pageWindow } from '../../db/table-query';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { notificationsIn } from '../notifications/notifications.service';
import { ledgerIn } from '../points/points.service';
import { presentRedemption, presentReward } from './reward.presenter';
import { createRewardsRepository, type RedemptionRow } from './rewards.repository';

type RedemptionInput = z.output<typeof redemptionRequestSchema>;

const IDEMPOTENCY_SCOPE = 'redemption:create';

/** The rewards shop: listing, redeeming with points, and the fulfilment of redemptions. */
export function createRewardsService(db: Database, deps: { catalogue: CatalogueService }) {
  const repository = createRewardsRepository(db);

  async function redeemIn(
    tx: Database,
    userId: number,
    input: RedemptionInput,
  ): Promise<RedemptionCreated> {
    const rewards = createRewardsRepository(tx);
    const reward = await rewards.findListedReward(input.reward_id);
    if (!reward) throw new AppError('NOT_FOUND');
    const category = reward.categoryId as RewardCategory;
    const isCourseAccess = !isShipped(category);
    const problems = shippingProblems(input, category);
    if (Object.keys(problems).length) throw new AppError('VALIDATION_FAILED', problems);

    if (!(await rewards.takeStock(reward.id))) throw new AppError('OUT_OF_STOCK');
    const now = new Date();
    const redemption = await rewards.insertRedemption({
      userId,
      rewardId: reward.id,
      pointsSpent: reward.pointsRequired,
      status: isCourseAccess ? 'completed' : 'pending',
      recipientName: input.recipient_name,
      recipientPhone: input.recipient_phone,
      shippingAddress: input.shipping_address,
      shippingCity: input.shipping_city,
      shippingProvince: input.shipping_province,
      shippingPostalCode: input.shipping_postal_code,
      additionalNotes: input.additional_notes,
      ...(isCourseAccess ? { completedAt: now } : {}),
    });
    // Throws INSUFFICIENT_POINTS when short, which rolls back the stock and the redemption.
    const availablePoints = await ledgerIn(tx).spend(userId, {
      amount: reward.pointsRequired,
      reason: 'redemption',
      reference: `redemption:${redemption.id}`,
      description: `Redeemed: ${reward.title}`,
      descriptionZh: `兑换：${reward.titleZh || reward.title}`,
    });
    if (isCourseAccess && reward.courseId !== null) {
      const isNew = await deps.catalogue.grantAccessIn(tx, userId, reward.courseId, 'reward');
      if (!isNew) throw new AppError('CONFLICT');
    }
    return { redemption: presentRedemption(redemption, reward), available_points: availablePoints };
  }

  return {
    async listRewards(
      categoryId: number | undefined,
      page: number,
      limit: number,
    ): Promise<RewardList> {
      const [rows, count] = await Promise.all([
        repository.listRewards(categoryId, pageWindow(page, limit)),
        repository.countRewards(categoryId),
      ]);
      return { list: rows.map(presentReward), count, page, limit };
    },

    async reward(rewardId: number): Promise<Reward> {
      const row = await repository.findListedReward(rewardId);
      if (!row) throw new AppError('NOT_FOUND');
      return presentReward(row);
    },

    /**
     * Redeems a reward in one transaction: stock is taken only if > 0, points only if the
     * balance covers them, and a course-access reward unlocks its course at once. With an
     * Idempotency-Key, a retry gets the first answer back instead of redeeming again.
     */
    async redeem(
      userId: number,
      input: RedemptionInput,
      idempotencyKey?: string,
    ): Promise<RedemptionCreated> {
      return inTransaction(db, async (tx) => {
        // The learner's balance first, as in every transaction that moves points: then the
        // reward's stock, then the redemption (decision 0015).
        await ledgerIn(tx).lock(userId);
        const rewards = createRewardsRepository(tx);
        if (
          idempotencyKey &&
          !(await rewards.claimKey(userId, IDEMPOTENCY_SCOPE, idempotencyKey))
        ) {
          const stored = await rewards.storedResponse(userId, IDEMPOTENCY_SCOPE, idempotencyKey);
          if (!stored || typeof stored !== 'object' || !('redemption' in stored)) {
            throw new AppError('CONFLICT');
          }
          return stored as RedemptionCreated;
        }
        const created = await redeemIn(tx, userId, input);
        if (idempotencyKey) {
          await rewards.storeResponse(userId, IDEMPOTENCY_SCOPE, idempotencyKey, created);
        }
        return created;
      });
    },

    async listRedemptions(userId: number, page: number, limit: number): Promise<RedemptionList> {
      const { rows, total } = await repository.redemptionsPage(userId, pageWindow(page, limit));
      return {
        redemptions: rows.map((row) => presentRedemption(row.redemption, row.reward)),
        pagination: { page, limit, total, total_pages: Math.ceil(total / limit) },
      };
    },

    /**
     * Moves a redemption one step (admin). Each step is allowed from its own states only
     * (409 otherwise); a rejection restocks and refunds exactly once, because the row is
     * locked and the refund's ledger key is unique. Given a transaction, it joins it.
     */
    async transition(
      redemptionId: number,
      action: RedemptionAction,
      details: { trackingNumber?: string; note?: string } = {},
      executor: Database = db,
    ): Promise<RedemptionRow> {
      return inTransaction(executor, async (tx) => {
        const rewards = createRewardsRepository(tx);
        const redemption = await rewards.lockRedemption(redemptionId);
        if (!redemption) throw new AppError('NOT_FOUND');
        const step = redemptionTransitions[action];
        if (!canTake(action, redemption.status)) {
          throw new AppError('CONFLICT');
        }
        const reward = await rewards.findReward(redemption.rewardId);
        const now = new Date();
        if (action === 'reject') {
          // Balance, then stock: the order a redemption takes them in (decision 0015).
          const ledger = ledgerIn(tx);
          await ledger.lock(redemption.userId);
          await rewards.restock(redemption.rewardId);
          await ledger.grant(redemption.userId, {
            amount: redemption.pointsSpent,
            reason: 'redemption_refund',
            reference: `redemption:${redemption.id}`,
            description: `Refund: ${reward?.title ?? 'reward'}`,
            descriptionZh: `退还积分：${reward?.titleZh || reward?.title || '奖品'}`,
          });
        }
        const updated = await rewards.updateRedemption(redemption.id, {
          status: step.to,
          ...(action === 'approve' ? { approvedAt: now } : {}),
          ...(action === 'ship'
            ? { shippedAt: now, trackingNumber: details.trackingNumber ?? null }
            : {}),
          ...(action === 'complete' ? { completedAt: now } : {}),
          ...(action === 'reject' ? { rejectedAt: now, adminNote: details.note ?? null } : {}),
        });
        await tellLearner(tx, updated, action, reward);
        return updated;
      });
    },
  };
}

/**
 * Tells the learner of an admin's step in the same transaction as the step: what was decided,
 * the tracking number once shipped, the refund and the admin's note on a rejection.
 */
async function tellLearner(
  tx: Database,
  redemption: RedemptionRow,
  action: RedemptionAction,
  reward: { title: string; titleZh: string | null } | undefined,
) {
  const notifications = notificationsIn(tx);
  const facts = {
    redemption_id: redemption.id,
    reward_name: reward?.title ?? '',
    reward_name_zh: reward?.titleZh ?? null,
  };
  const { userId } = redemption;
  switch (action) {
    case 'approve':
      return notifications.notify(userId, 'redemption_approved', facts);
    case 'ship':
      return notifications.notify(userId, 'redemption_shipped', {
        ...facts,
        tracking_number: redemption.trackingNumber ?? '',
      });
    case 'complete':
      return notifications.notify(userId, 'redemption_completed', facts);
    case 'reject':
      return notifications.notify(userId, 'redemption_rejected', {
        ...facts,
        refunded_points: redemption.pointsSpent,
        note: redemption.adminNote,
      });
  }
}

export type RewardsService = ReturnType<typeof createRewardsService>;
