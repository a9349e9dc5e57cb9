import { moveRequestToNextPhaseCall } from '@rigline/contract/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { toFetchError } from '@/lib/fetch-errors';
import { invalidateRequestData } from './get-request';

/**
 * POST /api/request/move-next-phase: "Assign to Rig Logistics" (phase 0) and "Assign to Base Coordinator"
 * (phase 1) both use it (§4).
 */
export async function moveRequestToNextPhase(requestId: number) {
  try {
    const response = await callApi(moveRequestToNextPhaseCall, { body: { request_id: requestId } });
    return response.data;
  } catch (error) {
    throw toFetchError('Failed to move request to next phase', error);
  }
}

/** Refreshes the request and its orders whatever the outcome: a refusal may mean it changed under us. */
export function useMoveRequestToNextPhase(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => moveRequestToNextPhase(requestId),
    onSettled: () => invalidateRequestData(queryClient, requestId),
  });
}
