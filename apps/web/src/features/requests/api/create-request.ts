import { type CreateRequestBody, createRequestCall } from '@rigline/contract/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { toFetchError } from '@/lib/fetch-errors';
import { requestKeys } from '@/lib/query-keys';

/** POST /api/request/create → the server's message and the new request's id. */
export async function createRequest(body: CreateRequestBody) {
  try {
    const response = await callApi(createRequestCall, { body });
    return response.data;
  } catch (error) {
    throw toFetchError('Failed to create request', error);
  }
}

/** Creates the request and invalidates every request list (§7 "Caching"). */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.lists() }),
  });
}
