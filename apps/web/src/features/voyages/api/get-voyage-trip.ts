import { getVoyageTripCall } from '@rigline/contract/voyages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { voyageKeys } from '@/lib/query-keys';

/** GET /api/voyage/trip/{voyageId}: the whole trip with what is aboard on each leg (issue 9). */
export function voyageTripQueryOptions(voyageId: number) {
  return queryOptions({
    // Under the voyage's key: whatever refreshes the voyage refreshes its trip.
    queryKey: voyageKeys.trip(voyageId),
    queryFn: async ({ signal }) =>
      (await callApi(getVoyageTripCall, { params: { voyageId }, signal })).data.trip,
    retry: retryUnlessRefused,
  });
}

export function useVoyageTrip(voyageId: number) {
  return useQuery(voyageTripQueryOptions(voyageId));
}
