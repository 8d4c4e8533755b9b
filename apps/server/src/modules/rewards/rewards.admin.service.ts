import type { Locale } from '@academy/contracts/common';
import type {
  AdminRedemption,
  AdminReward,
  adminRewardInputSchema,
  RewardStats,
  redemptionBulkSchema,
} from '@academy/contracts/rewards.admin';
import {
  isShipped,
  LOW_STOCK_THRESHOLD,
  type RedemptionAction,
  type RedemptionStatus,
  type RewardCategory,
} from '@academy/contracts/rewards.rules';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { keysetBatches, type ListOrder } from '../../db/table-query';
import { adminResource, tableQuery } from '../../lib/admin-resource';
import { AppError } from '../../lib/app-error';
import { type BulkContext, eachAlone } from '../../lib/bulk';
import { camelKeys, snakeKeys } from '../../lib/case';
import { type CsvColumn, csvChunks } from '../../lib/csv';
import { listPage } from '../../lib/reply';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import {
  type RedemptionAdminRow,
  type RedemptionFilter,
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

const statusWords: Record<RedemptionStatus, Record<Locale, string>> = {
  pending: { en: 'Pending', zh: '待审核' },
  approved: { en: 'Approved', zh: '已审核' },
  shipped: { en: 'Shipped', zh: '已发货' },
  completed: { en: 'Completed', zh: '已完成' },
  rejected: { en: 'Rejected', zh: '已拒绝' },
};

/** The courier's sheet: who receives what, where, and the tracking number once shipped. */
const redemptionColumns: CsvColumn<AdminRedemption>[] = [
  { header: { en: 'Redemption', zh: '兑换编号' }, value: (row) => row.id },
  { header: { en: 'Date', zh: '日期' }, value: (row) => row.createdAt },
  { header: { en: 'Recipient', zh: '收件人' }, value: (row) => row.recipient_name },
  { header: { en: 'Phone', zh: '联系电话' }, value: (row) => row.recipient_phone },
  { header: { en: 'Province', zh: '省份' }, value: (row) => row.shipping_province },
  { header: { en: 'City', zh: '城市' }, value: (row) => row.shipping_city },
  { header: { en: 'Address', zh: '详细地址' }, value: (row) => row.shipping_address },
  { header: { en: 'Postcode', zh: '邮政编码' }, value: (row) => row.shipping_postal_code },
  {
    header: { en: 'Item', zh: '物品' },
    value: (row, locale) => (locale === 'zh' && row.reward_title_zh) || row.reward_title,
  },
  { header: { en: 'Status', zh: '状态' }, value: (row, locale) => statusWords[row.status][locale] },
  { header: { en: 'Tracking number', zh: '快递单号' }, value: (row) => row.tracking_number },
  { header: { en: 'Notes', zh: '备注' }, value: (row) => row.additional_notes },
  { header: { en: 'Email', zh: '邮箱' }, value: (row) => row.user_email },
];

async function findRedemption(executor: Database, id: number) {
  const row = await redemptionAdminStore(executor).find(id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentAdminRedemption(row);
}

type StepDetails = { tracking_number?: string | undefined; note?: string | undefined };

/** Moves a redemption one step through the rewards service, which owns the transitions. */
function redemptionSteps(deps: { audit: AuditService; rewards: RewardsService }) {
  return (actor: Actor, id: number, action: RedemptionAction, details: StepDetails) => {
    if (action === 'ship' && !details.tracking_number) {
      throw new AppError('VALIDATION_FAILED', { tracking_number: 'VALIDATION_FAILED' });
    }
    return deps.audit.audited(actor, action, 'redemption', async (tx) => {
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
  };
}

/** The rewards shop and its fulfilment in the admin area, every write audited. */
export function createRewardsAdmin(
  db: Database,
  deps: { audit: AuditService; catalogue: CatalogueService; rewards: RewardsService },
) {
  const { audit } = deps;
  const act = redemptionSteps(deps);

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
      return listPage(rows.map(presentAdminRedemption), total, query);
    },

    /** Moves a redemption one step through the rewards service, which owns the transitions. */
    act,

    /**
     * The same step for many redemptions, each through `act` in its own audited transaction:
     * one refused (already shipped, not found) changes nothing and the others go on.
     */
    bulk(actor: Actor, request: z.output<typeof redemptionBulkSchema>, context: BulkContext) {
      const items: { id: number; tracking_number?: string }[] = request.items;
      const note = request.action === 'reject' ? request.note : undefined;
      return eachAlone(
        items,
        (item) =>
          act(actor, item.id, request.action, { tracking_number: item.tracking_number, note }),
        context,
      );
    },

    /** The redemptions an admin's filter and sort find, as CSV, read a batch at a time. */
    exportRedemptions(query: RedemptionFilter & ListOrder, locale: Locale) {
      const store = redemptionAdminStore(db);
      const batches = async function* () {
        for await (const rows of keysetBatches(
          (afterId, limit) => store.batch(query, afterId, limit),
          (row) => row.redemption.id,
        )) {
          yield rows.map(presentAdminRedemption);
        }
      };
      return csvChunks(redemptionColumns, batches(), locale);
    },
  };
}

export type RewardsAdmin = ReturnType<typeof createRewardsAdmin>;
