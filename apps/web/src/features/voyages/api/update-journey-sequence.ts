import { type Journey, updateJourneySequenceCall } from '@rigline/contract/journeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { toFetchError } from '@/lib/fetch-errors';
import { voyageKeys } from '@/lib/query-keys';
import { sortBySequence } from '../lib/journey-rules';
import { moveJourneyToSequence } from '../lib/reorder';

export interface JourneySequenceChange {
  journeyId: number;
  /** The drop position plus one (§5). */
  newSequence: number;
}

/** POST /api/journey/update-sequence {journey_id, new_sequence} → the voyage's whole new plan. */
export async function updateJourneySequence({ journeyId, newSequence }: JourneySequenceChange) {
  try {
    const response = await callApi(updateJourneySequenceCall, {
      body: { journey_id: journeyId, new_sequence: newSequence },
    });
    return sortBySequence(response.data.journeys);
  } catch (error) {
    throw toFetchError('Failed to update journey sequence', error);
  }
}

/**
 * Optimistic: the cards take their new places as soon as they are dropped; the server's answer replaces
 * the plan, and a refusal puts the old order back and refetches it.
 */
export function useUpdateJourneySequence(voyageId: number) {
  const queryClient = useQueryClient();
  const queryKey = voyageKeys.journeys(voyageId);
  return useMutation({
    mutationFn: updateJourneySequence,
    onMutate: async ({ journeyId, newSequence }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Journey[]>(queryKey);
      if (previous) {
        queryClient.setQueryData(queryKey, moveJourneyToSequence(previous, journeyId, newSequence));
      }
      return { previous };
    },
    onSuccess: (journeys) => {
      queryClient.setQueryData(queryKey, journeys);
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
