import type { RedemptionList, Reward, RewardList } from '@academy/contracts/rewards';
import type { Database } from '../../db/database';
import { pageWindow } from '../../db/table-query';
import { AppError } from '../../lib/app-error';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { createRedeemReward } from './redeem-reward';
import { createRedemptionTransition } from './redemption-transition';
import { presentRedemption, presentReward } from './reward.presenter';
import { createRewardsRepository } from './rewards.repository';

/**
 * The rewards shop: listing, redeeming with points (redeem-reward) and the fulfilment of
 * redemptions (redemption-transition).
 */
export function createRewardsService(db: Database, deps: { catalogue: CatalogueService }) {
  const repository = createRewardsRepository(db);

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

    redeem: createRedeemReward(db, deps.catalogue),

    async listRedemptions(userId: number, page: number, limit: number): Promise<RedemptionList> {
      const { rows, total } = await repository.redemptionsPage(userId, pageWindow(page, limit));
      return {
        redemptions: rows.map((row) => presentRedemption(row.redemption, row.reward)),
        pagination: { page, limit, total, total_pages: Math.ceil(total / limit) },
      };
    },

    transition: createRedemptionTransition(db),
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
