import { emailStatusCall } from '@rigline/contract/notification-preferences';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { emailKeys } from '@/lib/query-keys';

/** GET /api/admin/email/status (issue 26): whether the server sends email, from whom, and why not. */
export async function getEmailStatus(signal?: AbortSignal) {
  return (await callApi(emailStatusCall, { signal })).data;
}

export function emailStatusQueryOptions() {
  return queryOptions({ queryKey: emailKeys.status, queryFn: ({ signal }) => getEmailStatus(signal) });
}

export function useEmailStatus() {
  return useQuery(emailStatusQueryOptions());
}
