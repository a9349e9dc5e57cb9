import { type Ccu, type ListCcusQuery, listCcusCall } from '@rigline/contract/ccus';
import { PAGE } from '@rigline/contract/constants';
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

/**
 * Every unit matching the filter, page by page at the largest page the call allows: for an export, which is the
 * whole filtered list and not the page on screen.
 */
export async function listEveryCcu(filter: Omit<ListCcusQuery, 'page' | 'limit'>): Promise<Ccu[]> {
  const units: Ccu[] = [];
  for (let page = 1; ; page += 1) {
    const found = await listCcus({ ...filter, page, limit: PAGE.maxLimit });
    units.push(...found.data);
    if (page >= found.meta.last_page) return units;
  }
}
