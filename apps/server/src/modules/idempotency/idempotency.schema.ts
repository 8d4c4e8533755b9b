import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { recordedAt } from '../../db/columns';
import { userReference } from '../auth/auth.schema';

/**
 * One row per client-keyed mutation (the idempotency plugin owns it): claimed before the handler
 * runs, so the unique key decides which of two simultaneous requests acts; the answer is kept
 * for replays. A row without a status is a request still in flight.
 */
export const requestKeys = pgTable(
  'request_keys',
  {
    userId: userReference(),
    /** Method and route pattern (`POST /api/content/:id/quiz`): a key means one thing per route. */
    scope: text().notNull(),
    key: text().notNull(),
    /** Hash of the URL and body: the same key with another request is refused, never replayed. */
    fingerprint: text().notNull(),
    status: integer(),
    contentType: text(),
    body: text(),
    createdAt: recordedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key] }),
    index('request_keys_created_idx').on(t.createdAt),
  ],
);
