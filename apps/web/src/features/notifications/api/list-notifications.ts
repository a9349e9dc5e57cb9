import { type ListNotificationsQuery, listNotificationsCall } from '@rigline/contract/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { notificationKeys } from '@/lib/query-keys';

/** How many of the latest notices the bell's menu lists. */
export const BELL_LIMIT = 8;

/** GET /api/notification/list → data.notifications (rows and meta) and data.unread_count. */
export async function fetchNotifications(query: ListNotificationsQuery, signal?: AbortSignal) {
  try {
    return (await callApi(listNotificationsCall, { query, signal })).data;
  } catch (error) {
    return failFetch('Failed to fetch notifications', error);
  }
}

export function notificationsQueryOptions(query: ListNotificationsQuery) {
  return queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => fetchNotifications(query, signal),
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(query: ListNotificationsQuery) {
  return useQuery(notificationsQueryOptions(query));
}
