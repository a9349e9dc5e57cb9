import { type ListSailingsQuery, listSailingsCall } from '@rigline/contract/sailings';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { sailingKeys } from '@/lib/query-keys';

const HOUR_MS = 3_600_000;
/** Move to next sailing looks this far ahead: the sailing list's pages are at most this long. */
const SAILINGS_SHOWN = 20;

/** GET /api/sailing/list?rig_id → data.sailings: the page of scheduled sailings to the rig (issue 23). */
export async function fetchSailingsToRig(query: ListSailingsQuery, signal?: AbortSignal) {
  try {
    const response = await callApi(listSailingsCall, { query, signal });
    return response.data.sailings;
  } catch (error) {
    return failFetch('Failed to fetch the sailings', error);
  }
}

/**
 * The sailings to a rig departing from the start of this hour on (a key that stays the same for the hour),
 * soonest first: what a shipment for that rig may move to. Asked only while the dialog is open.
 */
export function useSailingsToRig(rigId: number, isEnabled: boolean) {
  const from = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS).toISOString();
  const query: ListSailingsQuery = { page: 1, limit: SAILINGS_SHOWN, rig_id: rigId, from };
  return useQuery({
    queryKey: sailingKeys.list(query),
    queryFn: ({ signal }) => fetchSailingsToRig(query, signal),
    enabled: isEnabled,
    retry: retryUnlessRefused,
  });
}
