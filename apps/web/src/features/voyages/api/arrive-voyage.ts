import { arriveVoyageCall } from '@rigline/contract/voyages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { toFetchError } from '@/lib/fetch-errors';
import { cargoKeys, dashboardKeys, orderKeys, requestKeys } from '@/lib/query-keys';
import { invalidateVoyageProgress } from './get-voyage';

/**
 * POST /api/voyage/arrive {voyage_id, version}: "Arrived at Base" (issue 9). Afterwards the voyage, its trip,
 * the orders that came back (plan-voyage lists) and the backload lists refresh.
 */
export function useArriveVoyage(voyageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (version: number) => {
      try {
        return (await callApi(arriveVoyageCall, { body: { voyage_id: voyageId, version } })).data;
      } catch (error) {
        throw toFetchError('Failed to record the arrival', error);
      }
    },
    onSettled: () =>
      Promise.all([
        invalidateVoyageProgress(queryClient, voyageId),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: requestKeys.all }),
        queryClient.invalidateQueries({ queryKey: cargoKeys.backloads }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
