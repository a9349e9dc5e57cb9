import { type MarkNotificationsReadBody, markNotificationsReadCall } from '@rigline/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { toFetchError } from '@/lib/fetch-errors';
import { notificationKeys } from '@/lib/query-keys';

/** POST /api/notification/mark-read {ids} or {all: true}. */
export async function markNotificationsRead(body: MarkNotificationsReadBody) {
  try {
    return (await callApi(markNotificationsReadCall, { body })).data;
  } catch (error) {
    throw toFetchError('Failed to mark notifications as read', error);
  }
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
