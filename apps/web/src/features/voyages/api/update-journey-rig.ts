import { updateJourneyCall } from '@rigline/contract/journeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { toFetchError } from '@/lib/fetch-errors';
import { sortBySequence } from '../lib/journey-rules';
import { voyageKeys } from './query-keys';

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

/** The answer replaces the plan; a refusal refetches it. Nothing else shows the rig of a journey. */
export function useUpdateJourneyRig(voyageId: number) {
  const queryClient = useQueryClient();
  const queryKey = voyageKeys.journeys(voyageId);
  return useMutation({
    mutationFn: updateJourneyRig,
    onSuccess: (journeys) => {
      queryClient.setQueryData(queryKey, journeys);
    },
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
