import type { Database } from '../../db/database';
import { notifications } from './notifications.schema';

export type NotificationEntry = typeof notifications.$inferInsert;

/** SQL for the learners' inboxes. */
export function createNotificationsRepository(db: Database) {
  return {
    async insert(entry: NotificationEntry): Promise<void> {
      await db.insert(notifications).values(entry);
    },
  };
}
