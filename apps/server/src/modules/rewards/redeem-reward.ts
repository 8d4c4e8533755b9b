import type { RedemptionCreated, redemptionRequestSchema } from '@academy/contracts/rewards';
import { isShipped, type RewardCategory, shippingProblems } from '@academy/contracts/rewards.rules';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { ledgerIn } from '../points/points.service';
import { presentRedemption } from './reward.presenter';
import { createRewardsRepository } from './rewards.repository';

type RedemptionInput = z.output<typeof redemptionRequestSchema>;

const IDEMPOTENCY_SCOPE = 'redemption:create';

/** Takes the stock, records the redemption, spends the points and opens a course reward. */
async function redeemIn(
  tx: Database,
  catalogue: CatalogueService,
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
    const isNew = await catalogue.grantAccessIn(tx, userId, reward.courseId, 'reward');
    if (!isNew) throw new AppError('CONFLICT');
  }
  return { redemption: presentRedemption(redemption, reward), available_points: availablePoints };
}

/**
 * Redeems a reward in one transaction: stock is taken only if > 0, points only if the
 * balance covers them, and a course-access reward unlocks its course at once. With an
 * Idempotency-Key, a retry gets the first answer back instead of redeeming again.
 */
export function createRedeemReward(db: Database, catalogue: CatalogueService) {
  return async (
    userId: number,
    input: RedemptionInput,
    idempotencyKey?: string,
  ): Promise<RedemptionCreated> => {
    return inTransaction(db, async (tx) => {
      // The learner's balance first, as in every transaction that moves points: then the
      // reward's stock, then the redemption (decision 0015).
      await ledgerIn(tx).lock(userId);
      const rewards = createRewardsRepository(tx);
      if (idempotencyKey && !(await rewards.claimKey(userId, IDEMPOTENCY_SCOPE, idempotencyKey))) {
        const stored = await rewards.storedResponse(userId, IDEMPOTENCY_SCOPE, idempotencyKey);
        if (!stored || typeof stored !== 'object' || !('redemption' in stored)) {
          throw new AppError('CONFLICT');
        }
        return stored as RedemptionCreated;
      }
      const created = await redeemIn(tx, catalogue, userId, input);
      if (idempotencyKey) {
        await rewards.storeResponse(userId, IDEMPOTENCY_SCOPE, idempotencyKey, created);
      }
      return created;
    });
  };
}
