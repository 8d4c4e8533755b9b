import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notifications } from './notifications.schema';

export type NotificationEntry = typeof notifications.$inferInsert;
export type NotificationRow = typeof notifications.$inferSelect;

const unreadOf = (userId: number) =>
  and(eq(notifications.userId, userId), isNull(notifications.readAt));

/** SQL for the learners' inboxes. */
export function createNotificationsRepository(db: Database) {
  return {
    async insert(entry: NotificationEntry): Promise<void> {
      await db.insert(notifications).values(entry);
    },

    /** A page of the learner's inbox, newest first (the index on user and id serves it). */
    list(userId: number, page: { offset: number; limit: number }): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    count(userId: number): Promise<number> {
      return db.$count(notifications, eq(notifications.userId, userId));
    },

    /** Unread notifications, counted on the partial index of unread rows. */
    countUnread(userId: number): Promise<number> {
      return db.$count(notifications, unreadOf(userId));
    },

    /** Marks the learner's own notifications read (all when `ids` is undefined); others' are untouched. */
    async markRead(userId: number, ids: number[] | undefined): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(unreadOf(userId), ids ? inArray(notifications.id, ids) : undefined));
    },
  };
}
