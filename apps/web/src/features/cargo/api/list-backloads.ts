import { type ListBackloadsQuery, listBackloadsCall } from '@rigline/contract/cargo';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { cargoKeys } from '@/lib/query-keys';

/** GET /api/backload/list → data.backloads (a supplier gets only the lines naming its company). */
export function useBackloads(query: ListBackloadsQuery) {
  return useQuery({
    queryKey: cargoKeys.backloadList(query),
    queryFn: async ({ signal }) => (await callApi(listBackloadsCall, { query, signal })).data.backloads,
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}
