import { CACHE_MS } from '@rigline/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { fetchVoyageJourneys } from '@/lib/fetch-voyage-journeys';
import { voyageKeys } from '@/lib/query-keys';

export function voyageJourneysQueryOptions(voyageId: number) {
  return queryOptions({
    queryKey: voyageKeys.journeys(voyageId),
    queryFn: ({ signal }) => fetchVoyageJourneys(voyageId, signal),
    staleTime: CACHE_MS.shipmentList,
    retry: retryUnlessRefused,
  });
}

/** The journey filter ('To {rig name}') and the offloading view's header line. */
export function useVoyageJourneys(voyageId: number | null) {
  return useQuery({ ...voyageJourneysQueryOptions(voyageId ?? 0), enabled: voyageId !== null });
}
