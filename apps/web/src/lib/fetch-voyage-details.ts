import { listVoyagesCall, type Voyage } from '@rigline/contract/voyages';
import { callApi } from '@/lib/api-client';
import { apiErrorOf, failFetch } from '@/lib/fetch-errors';

/**
 * One voyage: the list call filtered by id (§7 "optional id"), read from data.Voyages.data. Null when there
 * is no such voyage (the server answers 404, or an empty page), so that a screen can tell "not found" from
 * "failed to load". The voyages and shipments features each keep their own query options and hook around
 * this one fetcher, under voyageKeys.detail.
 */
export async function fetchVoyageDetails(voyageId: number, signal?: AbortSignal): Promise<Voyage | null> {
  try {
    const response = await callApi(listVoyagesCall, { query: { id: voyageId, page: 1, limit: 1 }, signal });
    return response.data.Voyages.data.find((voyage) => voyage.id === voyageId) ?? null;
  } catch (error) {
    if (apiErrorOf(error)?.status === 404) return null;
    return failFetch('Failed to fetch voyage details', error);
  }
}
