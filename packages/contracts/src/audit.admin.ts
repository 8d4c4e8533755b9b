import { z } from 'zod';
import { adminListQuerySchema, timestamp } from './admin';
import { pageFields } from './admin-bulk';

// The admin's audit log: who changed what, before and after.
/** The audit log's page, narrowed to one entity ("redemption", "user"). */
export const auditQuerySchema = adminListQuerySchema.pick(pageFields).extend({
  entity: z.string().max(40).optional(),
});
export const auditExportQuerySchema = auditQuerySchema.omit(pageFields);
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: timestamp,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
