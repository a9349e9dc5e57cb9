import { endJourneyCall, type Journey } from '@rigline/contract/journeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { toFetchError } from '@/lib/fetch-errors';
import { invalidateVoyageProgress } from './get-voyage';

/**
 * POST /api/journey/end {journey_id, version}. Ending the last journey completes the voyage. The version is
 * the journey's as shown: changed since, the server answers 409.
 */
export async function endJourney(journey: Pick<Journey, 'id' | 'version'>) {
  try {
    const response = await callApi(endJourneyCall, {
      body: { journey_id: journey.id, version: journey.version },
    });
    return response.data;
  } catch (error) {
    throw toFetchError('Failed to end journey', error);
  }
}

/**
 * Afterwards the voyage (it may have completed), its journeys and its shipment counts (orders now wait to
 * be offloaded) are fetched again, and the lists.
 */
export function useEndJourney(voyageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endJourney,
    onSettled: () => invalidateVoyageProgress(queryClient, voyageId),
  });
}
