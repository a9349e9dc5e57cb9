import { type ScheduleVoyageBody, scheduleVoyageCall } from '@rigline/contract/schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { sailingKeys, voyageKeys } from '@/lib/query-keys';

/** POST /api/voyage/schedule → data.voyage with its journeys (issue 23). A refusal throws the ApiError itself. */
export async function scheduleVoyage(body: ScheduleVoyageBody) {
  const response = await callApi(scheduleVoyageCall, { body });
  return response.data;
}

/**
 * The new plan goes into the voyage's and its journeys' caches at once; the week, the voyage lists and the
 * Create Shipment picker (which shows the cut-off) refetch.
 */
export function useScheduleVoyage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleVoyage,
    onSuccess: ({ voyage }) => {
      const { journeys, ...plain } = voyage;
      queryClient.setQueryData(voyageKeys.detail(voyage.id), plain);
      queryClient.setQueryData(voyageKeys.journeys(voyage.id), journeys);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: voyageKeys.all }),
        queryClient.invalidateQueries({ queryKey: sailingKeys.all }),
        queryClient.invalidateQueries({ queryKey: voyageKeys.validForShipmentAll() }),
      ]);
    },
  });
}
