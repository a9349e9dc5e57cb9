import { getLoadPlanCall } from '@rigline/contract/load-plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { voyageKeys } from '@/lib/query-keys';

/**
 * GET /api/voyage/load-plan/{voyageId} → data.load_plan. Kept under the voyage's key, so every change to the
 * voyage or what it carries (a drop, a removal, a live update) refreshes it.
 */
export function loadPlanQueryOptions(voyageId: number) {
  return queryOptions({
    queryKey: voyageKeys.loadPlan(voyageId),
    queryFn: async ({ signal }) =>
      (await callApi(getLoadPlanCall, { params: { voyageId }, signal })).data.load_plan,
    staleTime: 30_000,
    retry: retryUnlessRefused,
  });
}

export function useLoadPlan(voyageId: number | null) {
  return useQuery({ ...loadPlanQueryOptions(voyageId ?? 0), enabled: voyageId !== null });
}
