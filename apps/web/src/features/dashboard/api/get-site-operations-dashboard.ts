import { getSiteOperationsDashboardCall } from '@rigline/contract/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY_OPTIONS, dashboardQueryKey } from '@/features/dashboard/lib/dashboard-cache';
import { callApi } from '@/lib/api-client';

/** GET /api/dashboard/site-operations: per-rig progress and the alerts that need someone. */
export async function getSiteOperationsDashboard(signal?: AbortSignal) {
  const response = await callApi(getSiteOperationsDashboardCall, { signal });
  return response.data;
}

export function siteOperationsDashboardQueryOptions() {
  return queryOptions({
    queryKey: [...dashboardQueryKey, 'site-operations'],
    queryFn: ({ signal }) => getSiteOperationsDashboard(signal),
    ...DASHBOARD_QUERY_OPTIONS,
  });
}

export function useSiteOperationsDashboard() {
  return useQuery(siteOperationsDashboardQueryOptions());
}
