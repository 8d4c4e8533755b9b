import { randomUUID } from 'node:crypto';
import type { PointsBalance, PointsHistory } from '@academy/contracts/points';
import type { Database } from '../../db/database';
import { type JsonText, readJsonText } from '../../db/json-text';
import { keysetBatches, pageWindow } from '../../db/table-query';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { notificationsIn } from '../notifications/notifications.service';
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
 * committed together with the thing it pays for.
 */
export function ledgerIn(tx: Database) {
  const repository = createPointsRepository(tx);

  /**
   * Locks the user's balance until the transaction ends and returns it: two requests of one
   * user that check-then-spend queue up instead of both seeing the same balance. Every
   * transaction that moves points takes this lock first, before any other row (decision 0015).
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

/** The calendar day (YYYY-MM-DD) of an instant in the academy's time zone. */
export function academyDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The learner's balance and history, and admins' adjustments (check-ins: check-in.service.ts). */
export function createPointsService(db: Database) {
  const repository = createPointsRepository(db);

  /** The balance as the answer carries it: JSON text written by PostgreSQL (decision 0044). */
  async function balanceText(userId: number): Promise<JsonText<PointsBalance>> {
    const answer = await repository.balance(userId);
    if (!answer) throw new AppError('NOT_FOUND');
    return answer;
  }

  return {
    balanceText,

    async balance(userId: number): Promise<PointsBalance> {
      return readJsonText(await balanceText(userId));
    },

    async history(userId: number, page: number, limit: number): Promise<PointsHistory> {
      const { rows, total: count } = await repository.historyPage(userId, pageWindow(page, limit));
      return {
        list: rows.map((row) => ({
          point_id: row.id,
          created_at: row.createdAt.toISOString(),
          description: row.description,
          description_zh: row.descriptionZh,
          points: row.delta,
          reason: row.reason,
        })),
        count,
        page,
        limit,
      };
    },

    /** The ledger (one learner's, or everyone's), newest first, a batch at a time: for exports. */
    ledgerBatches(userId: number | undefined) {
      return keysetBatches(
        (afterId, limit) => repository.ledgerBatch(userId, afterId, limit),
        (row) => row.entry.id,
      );
    },

    /**
     * An admin's manual correction with its reason. A debit never takes the balance below zero
     * (INSUFFICIENT_POINTS). Returns the balance after the adjustment. Given a transaction, it
     * joins it (the admin's audit entry commits with it).
     */
    async adjust(
      userId: number,
      delta: number,
      reason: string,
      executor: Database = db,
    ): Promise<number> {
      if (!Number.isInteger(delta) || delta === 0) throw new AppError('VALIDATION_FAILED');
      const movement = {
        amount: Math.abs(delta),
        reason: 'admin_adjustment' as const,
        reference: `adjustment:${randomUUID()}`,
        description: `Adjustment: ${reason}`,
        descriptionZh: `积分调整：${reason}`,
      };
      // The balance is locked from the first statement to the commit, and every learner's
      // spend waits for it: the balance after is worked out, not read again.
      return inTransaction(executor, async (tx) => {
        const ledger = ledgerIn(tx);
        const balance =
          delta < 0
            ? await ledger.spend(userId, movement)
            : (await ledger.lock(userId)) + (await ledger.grant(userId, movement));
        await notificationsIn(tx).notify(userId, 'points_adjusted', {
          points: delta,
          note: reason,
        });
        return balance;
      });
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
