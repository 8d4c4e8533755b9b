import {
  canTake,
  type RedemptionAction,
  redemptionTransitions,
} from '@academy/contracts/rewards.rules';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { notificationsIn } from '../notifications/notifications.service';
import { ledgerIn } from '../points/points.service';
import { createRewardsRepository, type RedemptionRow } from './rewards.repository';

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

/**
 * Moves a redemption one step (admin). Each step is allowed from its own states only
 * (409 otherwise); a rejection restocks and refunds exactly once, because the row is
 * locked and the refund's ledger key is unique. Given a transaction, it joins it.
 */
export function createRedemptionTransition(db: Database) {
  return async (
    redemptionId: number,
    action: RedemptionAction,
    details: { trackingNumber?: string; note?: string } = {},
    executor: Database = db,
  ): Promise<RedemptionRow> => {
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
  };
}
