import { type ListDiscrepanciesQuery, listDiscrepanciesCall } from '@rigline/contract/cargo';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { cargoKeys } from '@/lib/query-keys';

/** GET /api/discrepancy/list → data.discrepancies, newest first. */
export function useDiscrepancies(query: ListDiscrepanciesQuery) {
  return useQuery({
    queryKey: cargoKeys.discrepancyList(query),
    queryFn: async ({ signal }) =>
      (await callApi(listDiscrepanciesCall, { query, signal })).data.discrepancies,
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}
