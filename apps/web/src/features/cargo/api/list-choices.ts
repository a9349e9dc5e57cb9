import { listVendorsCall } from '@rigline/contract/vendors';
import { queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { fetchAllRigs } from '@/lib/fetch-rigs';
import { fetchVoyageDetails } from '@/lib/fetch-voyage-details';
import { fetchVoyageJourneys } from '@/lib/fetch-voyage-journeys';
import { cargoKeys, rigKeys } from '@/lib/query-keys';

/** The vendors a backload line may name (their rental coming back). */
const vendorChoicesQuery = queryOptions({
  queryKey: cargoKeys.vendors,
  queryFn: async ({ signal }) =>
    (await callApi(listVendorsCall, { query: { page: 1, limit: 100 }, signal })).data.vendors.data,
  staleTime: 60_000,
});

export function useVendorChoices(isEnabled = true) {
  return useQuery({ ...vendorChoicesQuery, enabled: isEnabled });
}

/**
 * Asked with the rig's voyage pages, not only when Book Backload opens: the answer is kept with the page
 * (issue 24), so a rental return can be booked with the link down on a rig that never opened the form online.
 */
export function usePrefetchVendorChoices() {
  usePrefetchQuery(vendorChoicesQuery);
}

/** Every rig, for the discrepancy filter. */
export function useRigChoices() {
  return useQuery({
    queryKey: rigKeys.all,
    queryFn: ({ signal }) => fetchAllRigs(signal),
    staleTime: 60_000,
  });
}

/** The voyage's journeys: backload is booked for a rig the vessel has not left (issue 22.4). */
export function useVoyageJourneyChoices(voyageId: number) {
  return useQuery({
    queryKey: cargoKeys.journeys(voyageId),
    queryFn: ({ signal }) => fetchVoyageJourneys(voyageId, signal),
  });
}

/** The voyage itself: whether it has sailed or arrived decides what backload may still do (issue 22.4). */
export function useBackloadVoyage(voyageId: number) {
  return useQuery({
    queryKey: cargoKeys.voyage(voyageId),
    queryFn: ({ signal }) => fetchVoyageDetails(voyageId, signal),
  });
}
