import { createJourneyCall } from '@rigline/contract/journeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { toFetchError } from '@/lib/fetch-errors';
import { voyageKeys } from '@/lib/query-keys';
import { invalidateJourneyCount } from './get-voyage';

/** POST /api/journey/create {voyage_id, rig_id} → the voyage's whole new plan. */
export async function createJourney(voyageId: number, rigId: number) {
  try {
    const response = await callApi(createJourneyCall, { body: { voyage_id: voyageId, rig_id: rigId } });
    return response.data.journeys;
  } catch (error) {
    throw toFetchError('Failed to create journey', error);
  }
}

/** The answer replaces the plan; the voyage's journey count changed too. A refusal refetches the plan. */
export function useCreateJourney(voyageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rigId: number) => createJourney(voyageId, rigId),
    onSuccess: (journeys) => {
      queryClient.setQueryData(voyageKeys.journeys(voyageId), journeys);
      return invalidateJourneyCount(queryClient, voyageId);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: voyageKeys.journeys(voyageId) }),
  });
}
