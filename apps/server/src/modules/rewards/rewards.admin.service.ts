import {
  type AdminRedemption,
  type AdminReward,
  type adminRewardInputSchema,
  LOW_STOCK_THRESHOLD,
  type RewardStats,
} from '@academy/contracts/admin';
import {
  isShipped,
  type RedemptionAction,
  type RewardCategory,
} from '@academy/contracts/rewards.rules';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { adminResource, tableQuery } from '../../lib/admin-resource';
import { AppError } from '../../lib/app-error';
import { camelKeys, snakeKeys } from '../../lib/case';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import {
  type RedemptionAdminRow,
  type RewardAdminRow,
  redemptionAdminStore,
  rewardAdminStore,
  rewardStats,
} from './rewards.repository';
import type { RewardsService } from './rewards.service';

type RewardInput = z.output<typeof adminRewardInputSchema>;

function presentAdminReward(row: RewardAdminRow): AdminReward {
  return {
    ...snakeKeys(row.reward),
    reward_category_id: row.reward.categoryId as RewardCategory,
    redeemed: row.redeemed,
    createdAt: row.reward.createdAt.toISOString(),
  };
}

function presentAdminRedemption(row: RedemptionAdminRow): AdminRedemption {
  const { redemption, reward } = row;
  return {
    ...snakeKeys(redemption),
    user_email: row.email,
    reward_title: reward.title,
    reward_title_zh: reward.titleZh,
    reward_category_id: reward.categoryId as RewardCategory,
    createdAt: redemption.createdAt.toISOString(),
    updatedAt: redemption.updatedAt.toISOString(),
  };
}

/** A course-access reward keeps its course; merchandise has none. */
function rewardValues(input: RewardInput) {
  const { reward_category_id, course_id, ...rest } = input;
  return {
    ...camelKeys(rest),
    categoryId: reward_category_id,
    courseId: isShipped(reward_category_id) ? null : course_id,
  };
}

/** The rewards shop and its fulfilment in the admin area, every write audited. */
export function createRewardsAdmin(
  db: Database,
  deps: { audit: AuditService; catalogue: CatalogueService; rewards: RewardsService },
) {
  const { audit } = deps;
  const findRedemption = async (executor: Database, id: number) => {
    const row = await redemptionAdminStore(executor).find(id);
    if (!row) throw new AppError('NOT_FOUND');
    return presentAdminRedemption(row);
  };

  return {
    /** Rewards that were ever redeemed are kept (set inactive instead of deleting). */
    rewards: adminResource({
      entity: 'reward',
      db,
      audit,
      store: rewardAdminStore,
      present: presentAdminReward,
      values: rewardValues,
      check: async (tx, input: RewardInput) => {
        if (input.course_id !== null) await deps.catalogue.requireCourseIn(tx, input.course_id);
      },
    }),

    async stats(): Promise<RewardStats> {
      return rewardStats(db, LOW_STOCK_THRESHOLD);
    },

    async listRedemptions(query: Parameters<typeof tableQuery>[0] & { status?: string }) {
      const { rows, total } = await redemptionAdminStore(db).list({
        ...tableQuery(query),
        status: query.status,
      });
      return {
        list: rows.map(presentAdminRedemption),
        count: total,
        page: query.page,
        page_size: query.page_size,
      };
    },

    /** Moves a redemption one step through the rewards service, which owns the transitions. */
    act(
      actor: Actor,
      id: number,
      action: RedemptionAction,
      details: { tracking_number?: string | undefined; note?: string | undefined },
    ) {
      if (action === 'ship' && !details.tracking_number) {
        throw new AppError('VALIDATION_FAILED', { tracking_number: 'VALIDATION_FAILED' });
      }
      return audit.audited(actor, action, 'redemption', async (tx) => {
        const before = await findRedemption(tx, id);
        await deps.rewards.transition(
          id,
          action,
          {
            ...(details.tracking_number ? { trackingNumber: details.tracking_number } : {}),
            ...(details.note ? { note: details.note } : {}),
          },
          tx,
        );
        return { id, before, after: await findRedemption(tx, id) };
      });
    },
  };
}

export type RewardsAdmin = ReturnType<typeof createRewardsAdmin>;
