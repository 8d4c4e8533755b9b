import type { Locale } from '@academy/contracts/common';
import type {
  AdminLedger,
  adminLedgerQuerySchema,
  pointsAdjustSchema,
} from '@academy/contracts/points.admin';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { type CsvColumn, csvChunks } from '../../lib/csv';
import type { Actor, AuditService } from '../audit/audit.service';
import type { UsersAdmin } from '../auth/users.admin.service';
import type { LedgerExportRow } from './points.repository';
import type { PointsService } from './points.service';

/** The ledger sheet: every movement with whose it is, why, and how it reads in the language. */
const ledgerColumns: CsvColumn<LedgerExportRow>[] = [
  { header: { en: 'ID', zh: '编号' }, value: (row) => row.entry.id },
  { header: { en: 'Date', zh: '时间' }, value: (row) => row.entry.createdAt.toISOString() },
  { header: { en: 'Email', zh: '邮箱' }, value: (row) => row.email },
  { header: { en: 'Points', zh: '积分' }, value: (row) => row.entry.delta },
  { header: { en: 'Reason', zh: '类型' }, value: (row) => row.entry.reason },
  {
    header: { en: 'Description', zh: '说明' },
    value: (row, locale) => (locale === 'zh' && row.entry.descriptionZh) || row.entry.description,
  },
];

/** Points in the admin area: a learner's ledger, and manual adjustments that are audited. */
export function createPointsAdmin(deps: {
  audit: AuditService;
  points: PointsService;
  usersAdmin: UsersAdmin;
}) {
  const { audit, points, usersAdmin } = deps;
  return {
    /** The account and a page of its ledger, newest first. */
    async ledger(query: z.output<typeof adminLedgerQuerySchema>): Promise<AdminLedger> {
      const { user_id: userId, page, page_size: pageSize } = query;
      const [user, history] = await Promise.all([
        usersAdmin.get(userId),
        points.history(userId, page, pageSize),
      ]);
      return { user, list: history.list, count: history.count, page, page_size: pageSize };
    },

    /** The ledger as CSV (one learner's when `userId` is given), read a batch at a time. */
    exportLedger(userId: number | undefined, locale: Locale) {
      return csvChunks(ledgerColumns, points.ledgerBatches(userId), locale);
    },

    /** A manual correction through the ledger (never below zero), committed with its audit entry. */
    adjust(actor: Actor, input: z.output<typeof pointsAdjustSchema>) {
      const { user_id: userId, delta, reason } = input;
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
