import { startVoyageCall } from '@rigline/contract/voyages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { toFetchError } from '@/lib/fetch-errors';
import { voyageKeys } from '@/lib/query-keys';
import { invalidateVoyageProgress } from './get-voyage';

/**
 * POST /api/voyage/start {voyage_id, version} → the server's message and the started voyage. The version is
 * the voyage's as shown: if its shipments changed since, the server answers 409 and nothing starts.
 */
export async function startVoyage(voyageId: number, version: number) {
  try {
    const response = await callApi(startVoyageCall, { body: { voyage_id: voyageId, version } });
    return response.data;
  } catch (error) {
    throw toFetchError('Failed to start voyage', error);
  }
}

/**
 * §7: afterwards the voyage, the voyages, the journeys and the loaded shipments are refreshed, and the
 * voyages a request may be shipped on (a started voyage no longer is one); on a refusal too, since it may
 * mean the voyage changed under us.
 */
export function useStartVoyage(voyageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => startVoyage(voyageId, version),
    onSettled: () =>
      Promise.all([
        invalidateVoyageProgress(queryClient, voyageId),
        queryClient.invalidateQueries({ queryKey: voyageKeys.validForShipmentAll() }),
      ]),
  });
}
