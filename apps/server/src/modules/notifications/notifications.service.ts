import type { NotificationData, NotificationKind } from '@academy/contracts/notifications.rules';
import type { Database } from '../../db/database';
import { createNotificationsRepository } from './notifications.repository';

/**
 * The inbox inside a caller's transaction: a notification is written together with the event it
 * tells of (a redemption shipped, a course unlocked), so one never exists without the other.
 */
export function notificationsIn(tx: Database) {
  const repository = createNotificationsRepository(tx);
  return {
    notify<K extends NotificationKind>(
      userId: number,
      kind: K,
      data: NotificationData[K],
    ): Promise<void> {
      return repository.insert({ userId, kind, data });
    },
  };
}
