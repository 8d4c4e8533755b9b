import type { AuditEntry } from '@academy/contracts/audit.admin';
import type { TFunction } from '../../../lib/i18n';

/**
 * An audit entry as words in the reader's language ("Created banner #4", "更新了站点设置"): the
 * `admin:auditLog.{entity}.{action}` sentence with the entity's id. Every action the server
 * records has one (a test reads the server's `audited(…)` calls); anything else shows as stored.
 */
export function auditSentence(
  entry: Pick<AuditEntry, 'action' | 'entity' | 'entity_id'>,
  t: TFunction,
): string {
  const raw = `${entry.action} ${entry.entity}${entry.entity_id ? ` #${entry.entity_id}` : ''}`;
  const key = `auditLog.${entry.entity}.${entry.action}`;
  return t(key, { id: entry.entity_id ?? '—', defaultValue: raw });
}
