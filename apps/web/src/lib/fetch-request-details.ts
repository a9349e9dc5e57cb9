import { listRequestsCall, type SupplyRequest } from '@rigline/contract/requests';
import { callApi } from '@/lib/api-client';
import { failFetch } from '@/lib/fetch-errors';

/**
 * The request details: the list call filtered by id, page 1, limit 10 (§7, decisions.md §1), answering the
 * one request in data.requests.data[0]. Another vendor's or a missing request is refused with 404. The
 * requests and shipments features each keep their own query options and hook around this one fetcher.
 */
export async function fetchRequestDetails(requestId: number, signal?: AbortSignal): Promise<SupplyRequest> {
  let request: SupplyRequest | undefined;
  try {
    const response = await callApi(listRequestsCall, {
      query: { id: requestId, page: 1, limit: 10 },
      signal,
    });
    request = response.data.requests.data.find((candidate) => candidate.id === requestId);
  } catch (error) {
    return failFetch('Failed to fetch request details', error);
  }
  if (!request) return failFetch('Failed to fetch request details', new Error(`No request ${requestId}`));
  return request;
}
