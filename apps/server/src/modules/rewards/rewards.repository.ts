import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { idempotencyKeys, redemptions, rewards } from './rewards.schema';

export type RewardRow = typeof rewards.$inferSelect;
export type RedemptionRow = typeof redemptions.$inferSelect;
export type NewRedemption = typeof redemptions.$inferInsert;

const isListed = eq(rewards.status, 'active');

/** SQL for rewards, redemptions and the idempotency keys of redemption requests. */
export function createRewardsRepository(db: Database) {
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

    async findReward(rewardId: number): Promise<RewardRow | undefined> {
      const [row] = await db.select().from(rewards).where(eq(rewards.id, rewardId));
      return row;
    },

    listRedemptions(userId: number, page: { offset: number; limit: number }) {
      return db
        .select({ redemption: redemptions, reward: rewards })
        .from(redemptions)
        .innerJoin(rewards, eq(rewards.id, redemptions.rewardId))
        .where(eq(redemptions.userId, userId))
        .orderBy(desc(redemptions.createdAt), desc(redemptions.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    countRedemptions(userId: number): Promise<number> {
      return db.$count(redemptions, eq(redemptions.userId, userId));
    },

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

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
