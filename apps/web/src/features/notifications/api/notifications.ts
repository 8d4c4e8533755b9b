import type {
  MarkReadRequest,
  NotificationList,
  UnreadCount,
} from '@academy/contracts/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The bell asks again at most once a minute, and when the tab comes back into view. */
const UNREAD_POLL_MS = 60_000;

/** GET /api/notifications/unread: how many notifications the learner has not read. */
export const getUnreadCount = () => apiRequest<UnreadCount>('/api/notifications/unread');

export const useUnreadCount = () => {
  const userId = useSession().user?.user_id;
  return useQuery({
    queryKey: queryKeys.notifications.unread(userId),
    queryFn: getUnreadCount,
    enabled: userId !== undefined,
    staleTime: UNREAD_POLL_MS,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
};

/** GET /api/notifications: a page of the inbox, newest first. */
export const getNotifications = (page: number) =>
  apiRequest<NotificationList>('/api/notifications', {
    query: { page, page_size: NOTIFICATIONS_PAGE_SIZE },
  });

export const useNotifications = (page: number) => {
  const userId = useSession().user?.user_id;
  return useQuery({
    queryKey: queryKeys.notifications.list(userId, page),
    queryFn: () => getNotifications(page),
    placeholderData: keepPreviousData,
  });
};

/** POST /api/notifications/read: some notifications, or all, are read; the bell follows. */
export const markRead = (body: MarkReadRequest) =>
  apiRequest<UnreadCount>('/api/notifications/read', { method: 'POST', body });

export function useMarkRead() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.user_id;
  return useMutation({
    mutationFn: markRead,
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.notifications.unread(userId), result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.lists });
    },
  });
}
