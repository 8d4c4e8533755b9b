import type { AdminPage } from '@academy/contracts/admin';
import type { AuditEntry } from '@academy/contracts/audit.admin';
import type { Locale } from '@academy/contracts/common';
import type { Database } from '../../db/database';
import { keysetBatches, pageWindow } from '../../db/table-query';
import { inTransaction } from '../../db/transaction';
import { type CsvColumn, csvChunks } from '../../lib/csv';
import { listPage } from '../../lib/reply';
import { createAuditRepository } from './audit.repository';

type AuditRow = Awaited<ReturnType<ReturnType<typeof createAuditRepository>['batch']>>[number];

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

function presentEntry({ entry, email }: AuditRow): AuditEntry {
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
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** The log as a sheet: when, who, what, and the record before and after as JSON. */
const auditColumns: CsvColumn<AuditEntry>[] = [
  { header: { en: 'ID', zh: '编号' }, value: (entry) => entry.id },
  { header: { en: 'When', zh: '时间' }, value: (entry) => entry.createdAt },
  { header: { en: 'Who', zh: '操作人' }, value: (entry) => entry.actor_email },
  { header: { en: 'Action', zh: '操作' }, value: (entry) => entry.action },
  { header: { en: 'Entity', zh: '对象' }, value: (entry) => entry.entity },
  { header: { en: 'Entity ID', zh: '对象编号' }, value: (entry) => entry.entity_id },
  { header: { en: 'Before', zh: '修改前' }, value: (entry) => json(entry.before) },
  { header: { en: 'After', zh: '修改后' }, value: (entry) => json(entry.after) },
];

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
      const { rows, total } = await repository.list(pageWindow(page, pageSize), entity);
      return listPage(rows.map(presentEntry), total, { page, page_size: pageSize });
    },

    /** The log (of one entity when given) as CSV, newest first, read a batch at a time. */
    export(entity: string | undefined, locale: Locale) {
      const batches = async function* () {
        for await (const rows of keysetBatches(
          (afterId, limit) => repository.batch(entity, afterId, limit),
          (row) => row.entry.id,
        )) {
          yield rows.map(presentEntry);
        }
      };
      return csvChunks(auditColumns, batches(), locale);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
