import type { AdminPage } from '@academy/contracts/admin';
import type { AuditEntry } from '@academy/contracts/admin-overview';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { createAuditRepository } from './audit.repository';

/** Who is acting: every admin write is recorded with this id. */
export interface Actor {
  id: number;
}

/** What an admin write changed: the entity's id, and how it looked before and after. */
export interface Change<After> {
  id: number | string | null;
  before: unknown;
  after: After;
}

/** The audit log: the one way an admin writes, and the record of it. */
export function createAuditService(db: Database) {
  const repository = createAuditRepository(db);
  return {
    /**
     * Runs an admin's write and records it in the same transaction: the write and its audit
     * entry commit together or not at all. `write` gets the transaction to hand to the owning
     * module's service, which joins it.
     */
    audited<After>(
      actor: Actor,
      action: string,
      entity: string,
      write: (tx: Database) => Promise<Change<After>>,
    ): Promise<After> {
      return inTransaction(db, async (tx) => {
        const { id, before, after } = await write(tx);
        await createAuditRepository(tx).insert({
          actorId: actor.id,
          action,
          entity,
          entityId: id === null ? null : String(id),
          details: { before: before ?? null, after: after ?? null },
        });
        return after;
      });
    },

    async list(page: number, pageSize: number, entity?: string): Promise<AdminPage<AuditEntry>> {
      const { rows, total } = await repository.list((page - 1) * pageSize, pageSize, entity);
      return {
        list: rows.map(({ entry, email }) => {
          const details = (entry.details ?? {}) as { before?: unknown; after?: unknown };
          return {
            id: entry.id,
            actor_id: entry.actorId,
            actor_email: email,
            action: entry.action,
            entity: entry.entity,
            entity_id: entry.entityId,
            before: details.before ?? null,
            after: details.after ?? null,
            createdAt: entry.createdAt.toISOString(),
          };
        }),
        count: total,
        page,
        page_size: pageSize,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
