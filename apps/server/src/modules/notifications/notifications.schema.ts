import { notificationKinds } from '@academy/contracts/notifications.rules';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable } from 'drizzle-orm/pg-core';
import { identity, instant, recordedAt } from '../../db/columns';
import { userReference } from '../auth/auth.schema';

export const notificationKindEnum = pgEnum('notification_kind', notificationKinds);

/**
 * A learner's inbox: one row per event, written in the transaction of the event itself. `data`
 * holds the event's facts (ids, titles in both languages, tracking number, points); the text is
 * rendered per language when read.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: identity(),
    userId: userReference(),
    kind: notificationKindEnum().notNull(),
    data: jsonb().notNull().default({}),
    createdAt: recordedAt(),
    readAt: instant(),
  },
  (t) => [
    index('notifications_user_id_idx').on(t.userId, t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
