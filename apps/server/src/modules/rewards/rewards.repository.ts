import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  type ListOrder,
  pageAndTotal,
  searching,
  type TableQuery,
  tableStore,
} from '../../db/table-query';
import { sortedBy } from '../../lib/list-orders';
import { accountEmails } from '../auth/auth.views';
import { idempotencyKeys, redemptions, rewards } from './rewards.schema';

export type RewardRow = typeof rewards.$inferSelect;
export type RedemptionRow = typeof redemptions.$inferSelect;
export type NewRedemption = typeof redemptions.$inferInsert;

const isListed = eq(rewards.status, 'active');

/** How many times a reward was redeemed (rejections aside). */
const redeemedCount =
  sql<number>`(select count(*) from ${redemptions} where ${redemptions.rewardId} = ${sql.raw('"rewards"."id"')} and ${redemptions.status} <> 'rejected')`.mapWith(
    Number,
  );
const rewardAdminColumns = { reward: rewards, redeemed: redeemedCount };

/** The admin table of rewards: every reward in any status, with how often it was redeemed. */
export function rewardAdminStore(db: Database) {
  return {
    ...tableStore(db, rewards, {
      select: () => db.select(rewardAdminColumns).from(rewards).$dynamic(),
      search: [rewards.title, rewards.titleZh],
      sortable: {
        title: rewards.title,
        points_required: rewards.pointsRequired,
        available_stock: rewards.availableStock,
      },
      defaultOrder: rewards.createdAt,
    }),
    /** A reward that was ever redeemed is kept for its history. */
    async isInUse(id: number): Promise<boolean> {
      return (await db.$count(redemptions, eq(redemptions.rewardId, id))) > 0;
    },
  };
}

export type NewReward = typeof rewards.$inferInsert;
export type RewardAdminRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof rewardAdminStore>['find']>>
>;

/** The dashboard of fulfilment: what waits, what travels, what was spent, what runs low. */
export async function rewardStats(db: Database, lowStock: number) {
  const count = (condition: SQL) =>
    sql<number>`(select count(*) from ${redemptions} where ${condition})`.mapWith(Number);
  const result = await db.execute<{
    pending: number;
    shipped: number;
    points_redeemed: number;
    low_stock: number;
  }>(sql`select
    ${count(sql`${redemptions.status} = 'pending'`)}::int as pending,
    ${count(sql`${redemptions.status} = 'shipped'`)}::int as shipped,
    (select coalesce(sum(${redemptions.pointsSpent}), 0) from ${redemptions} where ${redemptions.status} <> 'rejected')::int as points_redeemed,
    (select count(*) from ${rewards} where ${rewards.status} = 'active' and ${rewards.availableStock} <= ${lowStock})::int as low_stock`);
  return result.rows[0] ?? { pending: 0, shipped: 0, points_redeemed: 0, low_stock: 0 };
}

const redemptionAdminColumns = {
  redemption: redemptions,
  reward: rewards,
  email: accountEmails.email,
};

/** The admin list of redemptions, searchable by email, recipient and reward, filtered by status. */
export function redemptionAdminStore(db: Database) {
  const base = () =>
    db
      .select(redemptionAdminColumns)
      .from(redemptions)
      .innerJoin(rewards, eq(rewards.id, redemptions.rewardId))
      .innerJoin(accountEmails, eq(accountEmails.userId, redemptions.userId));
  const sorted = sortedBy(
    { created_at: redemptions.createdAt, status: redemptions.status },
    redemptions.createdAt,
    redemptions.id,
  );
  const filter = (query: RedemptionFilter) =>
    and(
      searching([accountEmails.email, redemptions.recipientName, rewards.title], query.search),
      query.status ? sql`${redemptions.status} = ${query.status}` : undefined,
    );
  return {
    list(query: TableQuery & RedemptionFilter) {
      const where = filter(query);
      const total = db
        .select({ total: count() })
        .from(redemptions)
        .innerJoin(rewards, eq(rewards.id, redemptions.rewardId))
        .innerJoin(accountEmails, eq(accountEmails.userId, redemptions.userId))
        .where(where)
        .then(([row]) => row?.total ?? 0);
      return pageAndTotal(base().where(where).$dynamic(), sorted.order(query), query, total);
    },
    /** The batch of an export after the row `afterId`, in the list's order (keyset paging). */
    batch(query: RedemptionFilter & ListOrder, afterId: number | undefined, limit: number) {
      return sorted.batch(base().$dynamic(), filter(query), query, afterId, limit);
    },
    async find(id: number) {
      const [row] = await base().where(eq(redemptions.id, id));
      return row;
    },
  };
}

/** What an admin narrows the redemptions to: a search term and a status. */
export interface RedemptionFilter {
  search?: string | undefined;
  status?: string | undefined;
}

export type RedemptionAdminRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof redemptionAdminStore>['find']>>
>;

/** Listed rewards and their stock. */
function rewardQueries(db: Database) {
  const categoryFilter = (categoryId?: number) =>
    categoryId === undefined ? isListed : and(isListed, eq(rewards.categoryId, categoryId));

  return {
    listRewards(categoryId: number | undefined, page: { offset: number; limit: number }) {
      return db
        .select()
        .from(rewards)
        .where(categoryFilter(categoryId))
        .orderBy(asc(rewards.categoryId), asc(rewards.pointsRequired), asc(rewards.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    countRewards(categoryId: number | undefined): Promise<number> {
      return db.$count(rewards, categoryFilter(categoryId));
    },

    async findListedReward(rewardId: number): Promise<RewardRow | undefined> {
      const [row] = await db
        .select()
        .from(rewards)
        .where(and(isListed, eq(rewards.id, rewardId)));
      return row;
    },

    async findReward(rewardId: number): Promise<RewardRow | undefined> {
      const [row] = await db.select().from(rewards).where(eq(rewards.id, rewardId));
      return row;
    },

    /**
     * Takes one item of stock in a single statement: the row lock it takes makes concurrent
     * redemptions queue, and `stock > 0` makes the last item go to exactly one of them.
     */
    async takeStock(rewardId: number): Promise<boolean> {
      const rows = await db
        .update(rewards)
        .set({ availableStock: sql`${rewards.availableStock} - 1`, updatedAt: new Date() })
        .where(and(eq(rewards.id, rewardId), isListed, gt(rewards.availableStock, 0)))
        .returning({ id: rewards.id });
      return rows.length > 0;
    },

    async restock(rewardId: number): Promise<void> {
      await db
        .update(rewards)
        .set({ availableStock: sql`${rewards.availableStock} + 1`, updatedAt: new Date() })
        .where(eq(rewards.id, rewardId));
    },
  };
}

/** Redemptions: made, locked, moved on, and a learner's history. */
function redemptionQueries(db: Database) {
  return {
    async insertRedemption(values: NewRedemption): Promise<RedemptionRow> {
      const [row] = await db.insert(redemptions).values(values).returning();
      if (!row) throw new Error('redemption insert returned nothing');
      return row;
    },

    /** The redemption, locked until the transaction ends, so a status change happens once. */
    async lockRedemption(redemptionId: number): Promise<RedemptionRow | undefined> {
      const [row] = await db
        .select()
        .from(redemptions)
        .where(eq(redemptions.id, redemptionId))
        .for('update');
      return row;
    },

    async updateRedemption(
      redemptionId: number,
      changes: Partial<NewRedemption>,
    ): Promise<RedemptionRow> {
      const [row] = await db
        .update(redemptions)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(redemptions.id, redemptionId))
        .returning();
      if (!row) throw new Error('redemption update returned nothing');
      return row;
    },

    /** A page of the learner's redemptions, newest first, and how many they made. */
    redemptionsPage(userId: number, page: { offset: number; limit: number }) {
      const where = eq(redemptions.userId, userId);
      return pageAndTotal(
        db
          .select({ redemption: redemptions, reward: rewards })
          .from(redemptions)
          .innerJoin(rewards, eq(rewards.id, redemptions.rewardId))
          .where(where)
          .$dynamic(),
        [desc(redemptions.createdAt), desc(redemptions.id)],
        page,
        db.$count(redemptions, where),
      );
    },
  };
}

/** The idempotency keys of redemption requests and the answers they stored. */
function idempotencyQueries(db: Database) {
  return {
    /**
     * Claims an idempotency key. A concurrent claim of the same key waits for this
     * transaction and then finds the key taken; false means "someone already did this".
     */
    async claimKey(userId: number, scope: string, key: string): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values({ userId, scope, key, response: {} })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    },

    async storedResponse(userId: number, scope: string, key: string): Promise<unknown> {
      const [row] = await db
        .select({ response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.scope, scope),
            eq(idempotencyKeys.key, key),
          ),
        );
      return row?.response;
    },

    async storeResponse(userId: number, scope: string, key: string, response: unknown) {
      await db
        .update(idempotencyKeys)
        .set({ response })
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.scope, scope),
            eq(idempotencyKeys.key, key),
          ),
        );
    },
  };
}

/** SQL for rewards, redemptions and the idempotency keys of redemption requests. */
export function createRewardsRepository(db: Database) {
  return { ...rewardQueries(db), ...redemptionQueries(db), ...idempotencyQueries(db) };
}

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
