import { deleteJourneyCall } from '@rigline/contract/journeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { toFetchError } from '@/lib/fetch-errors';
import { voyageKeys } from '@/lib/query-keys';
import { sortBySequence } from '../lib/journey-rules';
import { invalidateJourneyCount } from './get-voyage';

/** POST /api/journey/delete {journey_id} → the voyage's remaining plan, renumbered 1..n. */
export async function deleteJourney(journeyId: number) {
  try {
    const response = await callApi(deleteJourneyCall, { body: { journey_id: journeyId } });
    return sortBySequence(response.data.journeys);
  } catch (error) {
    throw toFetchError('Failed to delete journey', error);
  }
}

/**
 * §7: after a delete the journeys refresh: the answer replaces the plan, and a refusal refetches it. The
 * journey count of the voyage and its lists changed too.
 */
export function useDeleteJourney(voyageId: number) {
  const queryClient = useQueryClient();
  const queryKey = voyageKeys.journeys(voyageId);
  return useMutation({
    mutationFn: deleteJourney,
    onSuccess: (journeys) => {
      queryClient.setQueryData(queryKey, journeys);
      return invalidateJourneyCount(queryClient, voyageId);
    },
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
