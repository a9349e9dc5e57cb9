import { moveRequestToNextPhaseCall } from '@rigline/contract/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { toFetchError } from '@/lib/fetch-errors';
import { invalidateRequestData } from './get-request';

/**
 * POST /api/request/move-next-phase: "Assign to Rig Logistics" (phase 0) and "Assign to Base Coordinator"
 * (phase 1) both use it (§4). It sends the request's version as shown, so a request changed since (or a second
 * click) is refused with 409 rather than moved a second step (docs/decisions/012).
 */
export async function moveRequestToNextPhase(requestId: number, version: number) {
  try {
    const response = await callApi(moveRequestToNextPhaseCall, { body: { request_id: requestId, version } });
    return response.data;
  } catch (error) {
    throw toFetchError('Failed to move request to next phase', error);
  }
}

/** Refreshes the request and its orders whatever the outcome: a refusal may mean it changed under us. */
export function useMoveRequestToNextPhase(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => moveRequestToNextPhase(requestId, version),
    onSettled: () => invalidateRequestData(queryClient, requestId),
  });
}
