import { type CreateVoyageBody, createVoyageCall } from '@rigline/contract/voyages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { toFetchError } from '@/lib/fetch-errors';
import { sailingKeys, voyageKeys } from '@/lib/query-keys';

/** POST /api/voyage/create {name, vessel_id, planned_departure_at?, planned_return_at?} → data.voyage. */
export async function createVoyage(body: CreateVoyageBody) {
  try {
    const response = await callApi(createVoyageCall, { body });
    return response.data.voyage;
  } catch (error) {
    throw toFetchError('Failed to create voyage', error);
  }
}

/**
 * On success the lists refetch (§2.1), and so do the voyages a request may be shipped on; the new voyage is
 * put in the cache, so its detail page opens at once; with no start time it reads as Upcoming there.
 */
export function useCreateVoyage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVoyage,
    onSuccess: (voyage) => {
      queryClient.setQueryData(voyageKeys.detail(voyage.id), voyage);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: voyageKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: voyageKeys.validForShipmentAll() }),
        // A planned voyage is a sailing: the Schedule week shows it.
        queryClient.invalidateQueries({ queryKey: sailingKeys.all }),
      ]);
    },
  });
}
