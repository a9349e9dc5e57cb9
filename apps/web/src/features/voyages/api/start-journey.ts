import { type Journey, startJourneyCall } from '@rigline/contract/journeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch } from '@/lib/fetch-errors';
import { invalidateVoyageProgress } from './get-voyage';

/**
 * POST /api/journey/start {journey_id, version}. §8: a failure is only logged by the original; we show it too.
 * The version is the journey's as shown: changed since, the server answers 409.
 */
export async function startJourney(journey: Pick<Journey, 'id' | 'version'>) {
  try {
    const response = await callApi(startJourneyCall, {
      body: { journey_id: journey.id, version: journey.version },
    });
    return response.data;
  } catch (error) {
    return failFetch('Failed to start journey', error);
  }
}

/** §4: the page reloads afterwards: the voyage, its journeys and shipment counts, and the lists. */
export function useStartJourney(voyageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startJourney,
    onSettled: () => invalidateVoyageProgress(queryClient, voyageId),
  });
}
