import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { createPointsRepository, type LedgerEntry } from './points.repository';

/** One movement of points: why, for what (the idempotency reference) and how it reads. */
export interface PointsMovement {
  amount: number;
  reason: LedgerEntry['reason'];
  reference: string;
  description: string;
  descriptionZh: string;
}

/**
 * The ledger inside a caller's transaction: every earn or spend is one append-only row
 * committed together with the thing it pays for (DESIGN §6).
 */
export function ledgerIn(tx: Database) {
  const repository = createPointsRepository(tx);

  /**
   * Locks the user's balance until the transaction ends and returns it: two requests of one
   * user that check-then-spend queue up instead of both seeing the same balance.
   */
  async function lock(userId: number): Promise<number> {
    const balance = await repository.lockBalance(userId);
    if (balance === undefined) throw new AppError('NOT_FOUND');
    return balance;
  }

  return {
    lock,

    /**
     * Credits points once per (user, reason, reference); a repeated grant is a no-op.
     * Returns the points granted by this call (0 when it was already granted).
     */
    async grant(userId: number, movement: PointsMovement): Promise<number> {
      if (movement.amount <= 0) return 0;
      const row = await repository.insertEntry({
        userId,
        delta: movement.amount,
        reason: movement.reason,
        reference: movement.reference,
        description: movement.description,
        descriptionZh: movement.descriptionZh,
      });
      return row ? movement.amount : 0;
    },

    /**
     * Debits points after locking the balance. Throws INSUFFICIENT_POINTS when the balance does
     * not cover the amount, so the caller's transaction rolls back whatever it already wrote.
     * Returns the balance left.
     */
    async spend(userId: number, movement: PointsMovement): Promise<number> {
      const balance = await lock(userId);
      if (movement.amount <= 0) return balance;
      if (balance < movement.amount) throw new AppError('INSUFFICIENT_POINTS');
      const row = await repository.insertEntry({
        userId,
        delta: -movement.amount,
        reason: movement.reason,
        reference: movement.reference,
        description: movement.description,
        descriptionZh: movement.descriptionZh,
      });
      if (!row) throw new AppError('CONFLICT');
      return balance - movement.amount;
    },
  };
}

export type Ledger = ReturnType<typeof ledgerIn>;
