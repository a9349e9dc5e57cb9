import { orderHistoryCall, requestHistoryCall, voyageHistoryCall } from '@rigline/contract/history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { historyKeys } from '@/lib/query-keys';

/** The three history calls have one shape: GET /api/{kind}/history/{id} → data.events, oldest first. */
const HISTORY_CALLS = {
  request: requestHistoryCall,
  order: orderHistoryCall,
  voyage: voyageHistoryCall,
} as const;

export type HistorySubject = keyof typeof HISTORY_CALLS;

export async function fetchHistory(kind: HistorySubject, id: number, signal?: AbortSignal) {
  try {
    return (await callApi(HISTORY_CALLS[kind], { params: { id }, signal })).data.events;
  } catch (error) {
    return failFetch('Failed to fetch history', error);
  }
}

export function useHistory(kind: HistorySubject, id: number, options: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: historyKeys.of(kind, id),
      queryFn: ({ signal }) => fetchHistory(kind, id, signal),
      retry: retryUnlessRefused,
      enabled: options.enabled ?? true,
    }),
  );
}
