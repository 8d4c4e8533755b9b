import type {
  MarkReadRequest,
  Notification,
  NotificationList,
  UnreadCount,
} from '@academy/contracts/notifications';
import type { NotificationData, NotificationKind } from '@academy/contracts/notifications.rules';
import type { Database } from '../../db/database';
import { pageWindow } from '../../db/table-query';
import { createNotificationsRepository, type NotificationRow } from './notifications.repository';

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

/**
 * The row as the contract shows it: the kind and its stored facts (the response schema checks
 * the facts against the kind and strips anything else), never a sentence.
 */
function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    data: row.data,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  } as Notification;
}

/** The learner's inbox: a page of it, the unread count, and marking read. */
export function createNotificationsService(db: Database) {
  const repository = createNotificationsRepository(db);
  return {
    async list(userId: number, page: number, pageSize: number): Promise<NotificationList> {
      const [rows, count, unread] = await Promise.all([
        repository.list(userId, pageWindow(page, pageSize)),
        repository.count(userId),
        repository.countUnread(userId),
      ]);
      return { list: rows.map(presentNotification), count, unread, page, page_size: pageSize };
    },

    async unreadCount(userId: number): Promise<UnreadCount> {
      return { unread: await repository.countUnread(userId) };
    },

    /** Marks some of the learner's notifications, or all, read; answers the count left unread. */
    async markRead(userId: number, request: MarkReadRequest): Promise<UnreadCount> {
      await repository.markRead(userId, 'ids' in request ? request.ids : undefined);
      return this.unreadCount(userId);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
