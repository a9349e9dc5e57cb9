import { ccuTripsCall } from '@rigline/contract/ccu-packing';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ccuKeys } from '@/lib/query-keys';

/** GET /api/ccu/trips/{id}: every trip of the unit, newest first, with its days and hire. */
export async function getCcuTrips(id: number, signal?: AbortSignal) {
  return (await callApi(ccuTripsCall, { params: { id }, signal })).data.trips;
}

export function useCcuTrips(id: number | null) {
  return useQuery({
    queryKey: ccuKeys.trips(id ?? 0),
    queryFn: ({ signal }) => getCcuTrips(id!, signal),
    enabled: id !== null,
  });
}
