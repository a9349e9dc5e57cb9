import { type ListUsersQuery, listUsersCall } from '@rigline/contract/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/user/list: every account, active or not, by full name. */
export async function listAdminUsers(query: ListUsersQuery, signal?: AbortSignal) {
  const response = await callApi(listUsersCall, { query, signal });
  return response.data.users;
}

export function listAdminUsersQueryOptions(query: ListUsersQuery) {
  return queryOptions({
    queryKey: adminKeys.userList(query),
    queryFn: ({ signal }) => listAdminUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(query: ListUsersQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listAdminUsersQueryOptions(query), ...options });
}
