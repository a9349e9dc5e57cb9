import { type ListCcusQuery, listCcusCall } from '@rigline/contract/ccus';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ccuKeys } from '@/lib/query-keys';

/** GET /api/ccu/list: the units the person may see, by code. */
export async function listCcus(query: ListCcusQuery, signal?: AbortSignal) {
  const response = await callApi(listCcusCall, { query, signal });
  return response.data.ccus;
}

export function listCcusQueryOptions(query: ListCcusQuery) {
  return queryOptions({
    queryKey: ccuKeys.list(query),
    queryFn: ({ signal }) => listCcus(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCcus(query: ListCcusQuery) {
  return useQuery(listCcusQueryOptions(query));
}
