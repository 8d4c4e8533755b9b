import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { afterRow, pageAndTotal } from '../../db/table-query';
import { emailOf } from '../auth/auth.views';
import { auditLog } from './audit.schema';

export type NewAuditEntry = typeof auditLog.$inferInsert;

/** SQL for the audit log. */
export function createAuditRepository(db: Database) {
  return {
    async insert(entry: NewAuditEntry) {
      await db.insert(auditLog).values(entry);
    },

    list(page: { offset: number; limit: number }, entity?: string) {
      const where = entity ? eq(auditLog.entity, entity) : undefined;
      return pageAndTotal(
        db
          .select({ entry: auditLog, email: emailOf(auditLog.actorId) })
          .from(auditLog)
          .where(where)
          .$dynamic(),
        [desc(auditLog.createdAt), desc(auditLog.id)],
        page,
        db.$count(auditLog, where),
      );
    },

    /** A batch of an export, newest first, after the entry `afterId` (keyset paging). */
    batch(entity: string | undefined, afterId: number | undefined, limit: number) {
      return db
        .select({ entry: auditLog, email: emailOf(auditLog.actorId) })
        .from(auditLog)
        .where(
          and(
            entity ? eq(auditLog.entity, entity) : undefined,
            afterRow(auditLog.createdAt, auditLog.id, afterId, 'desc'),
          ),
        )
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
    },
  };
}
