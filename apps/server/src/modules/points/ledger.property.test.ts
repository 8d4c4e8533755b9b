import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildReward,
  buildUnlockableCourse,
  buildUser,
  grantPoints,
  ledgerMismatches,
} from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { createCatalogueService } from '../catalogue/catalogue.service';
import { redemptions } from '../rewards/rewards.schema';
import { createRewardsService } from '../rewards/rewards.service';
import { createPointsService } from './points.service';

const ctx = useTestApp();

const shipping = {
  recipient_name: 'Chen Jie',
  recipient_phone: '13800138000',
  shipping_address: '1 Century Avenue',
  shipping_city: '',
  shipping_province: '',
  shipping_postal_code: '',
  additional_notes: '',
};

type Step =
  | { kind: 'earn'; user: number; amount: number }
  | { kind: 'unlock'; user: number; course: number }
  | { kind: 'redeem'; user: number }
  | { kind: 'reject'; pick: number }
  | { kind: 'adjust'; user: number; delta: number };

const user = fc.integer({ min: 0, max: 2 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('earn' as const), user, amount: fc.integer({ min: 1, max: 120 }) }),
  fc.record({ kind: fc.constant('unlock' as const), user, course: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('redeem' as const), user }),
  fc.record({ kind: fc.constant('reject' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('adjust' as const),
    user,
    delta: fc.integer({ min: -150, max: 150 }).filter((delta) => delta !== 0),
  }),
);

function at<T>(list: T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

/** Business failures are expected outcomes of a random step; anything else is a bug. */
const expectedFailures = new Set(['INSUFFICIENT_POINTS', 'OUT_OF_STOCK', 'CONFLICT']);

describe('points ledger invariants', () => {
  it('hold after every step of random earn / unlock / redeem / reject / adjust sequences', async () => {
    const catalogue = createCatalogueService(ctx.db);
    const rewards = createRewardsService(ctx.db, { catalogue });
    const points = createPointsService(ctx.db);

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const users = [await buildUser(ctx.db), await buildUser(ctx.db), await buildUser(ctx.db)];
        const courses = await Promise.all(
          [50, 100, 200].map((pointsRequired) =>
            buildUnlockableCourse(ctx.db, { difficultyLevel: 'advanced', pointsRequired }),
          ),
        );
        const reward = await buildReward(ctx.db, { pointsRequired: 70, availableStock: 3 });
        let stockOut = 0;
        let rejected = 0;

        for (const current of steps) {
          try {
            if (current.kind === 'earn') {
              await grantPoints(ctx.db, at(users, current.user).id, current.amount);
            } else if (current.kind === 'unlock') {
              await catalogue.unlock(at(users, current.user).id, at(courses, current.course).id);
            } else if (current.kind === 'redeem') {
              await rewards.redeem(at(users, current.user).id, {
                ...shipping,
                reward_id: reward.id,
              });
              stockOut += 1;
            } else if (current.kind === 'reject') {
              const rows = await ctx.db
                .select({ id: redemptions.id })
                .from(redemptions)
                .where(eq(redemptions.rewardId, reward.id));
              const chosen = rows[current.pick % Math.max(rows.length, 1)];
              if (chosen) {
                await rewards.transition(chosen.id, 'reject', { note: 'property test' });
                rejected += 1;
              }
            } else {
              const userId = at(users, current.user).id;
              const after = await points.adjust(userId, current.delta, 'property test');
              expect(after).toBe((await points.balance(userId)).available_points);
            }
          } catch (error) {
            const code = (error as { code?: string }).code ?? '';
            if (!expectedFailures.has(code)) throw error;
          }
          expect(await ledgerMismatches(ctx.db)).toEqual([]);
          const stock = (await rewards.reward(reward.id)).available_stock;
          expect(stock).toBe(3 - stockOut + rejected);
          expect(stock).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 25 },
    );
  });
});
