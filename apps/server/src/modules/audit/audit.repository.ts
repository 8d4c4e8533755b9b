import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newestFirst } from '../../lib/list-orders';
import { emailOf } from '../auth/auth.views';
import { auditLog } from './audit.schema';

export type NewAuditEntry = typeof auditLog.$inferInsert;

/** The entries about one kind of entity, or every entry. */
const ofEntity = (entity: string | undefined) => (entity ? eq(auditLog.entity, entity) : undefined);

/** SQL for the audit log. */
export function createAuditRepository(db: Database) {
  const log = newestFirst(db, auditLog);
  const withEmail = () =>
    db
      .select({ entry: auditLog, email: emailOf(auditLog.actorId) })
      .from(auditLog)
      .$dynamic();
  return {
    async insert(entry: NewAuditEntry) {
      await db.insert(auditLog).values(entry);
    },

    list(page: { offset: number; limit: number }, entity?: string) {
      return log.page(withEmail(), ofEntity(entity), page);
    },

    /** A batch of an export, newest first, after the entry `afterId` (keyset paging). */
    batch(entity: string | undefined, afterId: number | undefined, limit: number) {
      return log.batch(withEmail(), ofEntity(entity), afterId, limit);
    },
  };
}
