import { updateJourneyCall } from '@rigline/contract/journeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { toFetchError } from '@/lib/fetch-errors';
import { voyageKeys } from '@/lib/query-keys';
import { sortBySequence } from '../lib/journey-rules';

export interface JourneyRigChange {
  journeyId: number;
  rigId: number;
}

/** POST /api/journey/update {id, rig_id} → the voyage's whole new plan. */
export async function updateJourneyRig({ journeyId, rigId }: JourneyRigChange) {
  try {
    const response = await callApi(updateJourneyCall, { body: { id: journeyId, rig_id: rigId } });
    return sortBySequence(response.data.journeys);
  } catch (error) {
    throw toFetchError('Failed to update journey', error);
  }
}

/**
 * The answer replaces the plan, which the shipment views' journey filter ('To {rig name}') reads under the
 * same key; a refusal refetches it. The voyages a request may be shipped on follow the journeys' rigs.
 */
export function useUpdateJourneyRig(voyageId: number) {
  const queryClient = useQueryClient();
  const queryKey = voyageKeys.journeys(voyageId);
  return useMutation({
    mutationFn: updateJourneyRig,
    onSuccess: (journeys) => {
      queryClient.setQueryData(queryKey, journeys);
      return queryClient.invalidateQueries({ queryKey: voyageKeys.validForShipmentAll() });
    },
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
