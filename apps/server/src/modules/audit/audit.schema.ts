import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { identity, recordedAt } from '../../db/columns';
import { users } from '../auth/auth.schema';

/** Who did what in the admin area; each entry commits with the write it records. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: identity(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    details: jsonb().notNull().default({}),
    createdAt: recordedAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
