import { getSiteOperationsDashboardCall } from '@rigline/contract/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY_OPTIONS } from '@/features/dashboard/lib/dashboard-cache';
import { callApi } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys';

/** GET /api/dashboard/site-operations: per-rig progress and the alerts that need someone. */
export async function getSiteOperationsDashboard(rigIds?: readonly number[], signal?: AbortSignal) {
  const query = rigIds ? { rig_ids: rigIds.join(',') } : {};
  const response = await callApi(getSiteOperationsDashboardCall, { query, signal });
  return response.data;
}

/** `rigIds`: only these rigs (rig logistics' home rigs, issue 12). */
export function siteOperationsDashboardQueryOptions(rigIds?: readonly number[]) {
  return queryOptions({
    queryKey: dashboardKeys.siteOperations(rigIds),
    queryFn: ({ signal }) => getSiteOperationsDashboard(rigIds, signal),
    ...DASHBOARD_QUERY_OPTIONS,
  });
}

export function useSiteOperationsDashboard(options: { rigIds?: readonly number[]; enabled?: boolean } = {}) {
  return useQuery({
    ...siteOperationsDashboardQueryOptions(options.rigIds),
    enabled: options.enabled ?? true,
  });
}
