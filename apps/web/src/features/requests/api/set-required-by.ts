import { setRequiredByCall } from '@rigline/contract/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { toFetchError } from '@/lib/fetch-errors';
import { invalidateRequestData } from './get-request';

/** POST /api/request/set-required-by (issue 23): a draft's required-by date, from the version shown. */
export async function setRequiredBy(requestId: number, requiredBy: string | null, version: number) {
  try {
    const response = await callApi(setRequiredByCall, {
      body: { request_id: requestId, required_by: requiredBy, version },
    });
    return response.data;
  } catch (error) {
    throw toFetchError('Failed to save the required-by date', error);
  }
}

export function useSetRequiredBy(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requiredBy, version }: { requiredBy: string | null; version: number }) =>
      setRequiredBy(requestId, requiredBy, version),
    onSettled: () => invalidateRequestData(queryClient, requestId),
  });
}
