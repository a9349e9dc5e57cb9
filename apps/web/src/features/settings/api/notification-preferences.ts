import {
  getNotificationPreferencesCall,
  type SaveNotificationPreferencesBody,
  saveNotificationPreferencesCall,
} from '@rigline/contract/notification-preferences';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { emailKeys } from '@/lib/query-keys';

/** GET /api/user/notification-preferences (issue 26): every kind of notice with the person's choice. */
export async function getNotificationPreferences(signal?: AbortSignal) {
  return (await callApi(getNotificationPreferencesCall, { signal })).data;
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: emailKeys.preferences,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

/** POST /api/user/notification-preferences: sets the kinds named, in one transaction; answers every kind. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveNotificationPreferencesBody) =>
      (await callApi(saveNotificationPreferencesCall, { body })).data,
    onSuccess: (data) => queryClient.setQueryData(emailKeys.preferences, data),
  });
}
