import {
  type CreateApiKeyBody,
  createApiKeyCall,
  listApiKeysCall,
  revokeApiKeyCall,
} from '@rigline/contract/api-keys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/admin/api-key/list: every key, newest first, revoked and expired ones too. */
export async function listApiKeys(signal?: AbortSignal) {
  return (await callApi(listApiKeysCall, { signal })).data.api_keys;
}

export function apiKeysQueryOptions() {
  return queryOptions({ queryKey: adminKeys.apiKeys, queryFn: ({ signal }) => listApiKeys(signal) });
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}

/** POST /api/admin/api-key/create: answers the whole key this once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateApiKeyBody) => (await callApi(createApiKeyCall, { body })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.apiKeys }),
  });
}

/** POST /api/admin/api-key/revoke: the key stops at once, on every server. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await callApi(revokeApiKeyCall, { body: { id } })).data,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.apiKeys }),
  });
}
