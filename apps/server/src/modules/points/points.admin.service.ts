import type { Database } from '../../db/database';
import type { Actor, AuditService } from '../audit/audit.service';
import type { UsersAdmin } from '../auth/users.admin.service';
import type { PointsService } from './points.service';

/** Points in the admin area: a learner's ledger, and manual adjustments that are audited. */
export function createPointsAdmin(deps: {
  audit: AuditService;
  points: PointsService;
  usersAdmin: UsersAdmin;
}) {
  const { audit, points, usersAdmin } = deps;
  return {
    /** The account and a page of its ledger, newest first. */
    async ledger(userId: number, page: number, pageSize: number) {
      const [user, history] = await Promise.all([
        usersAdmin.get(userId),
        points.history(userId, page, pageSize),
      ]);
      return { user, list: history.list, count: history.count, page, page_size: pageSize };
    },

    /** A manual correction through the ledger (never below zero), committed with its audit entry. */
    adjust(actor: Actor, userId: number, delta: number, reason: string) {
      return audit.audited(actor, 'adjust', 'points', async (tx: Database) => {
        const before = await usersAdmin.get(userId, tx);
        const balance = await points.adjust(userId, delta, reason, tx);
        return {
          id: userId,
          before: { available_points: before.available_points },
          after: { user_id: userId, available_points: balance, delta, reason },
        };
      });
    },
  };
}

export type PointsAdmin = ReturnType<typeof createPointsAdmin>;
