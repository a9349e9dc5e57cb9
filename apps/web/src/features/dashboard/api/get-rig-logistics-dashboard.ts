import { getRigLogisticsDashboardCall } from '@rigline/contract/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY_OPTIONS, dashboardQueryKey } from '@/features/dashboard/lib/dashboard-cache';
import { callApi } from '@/lib/api-client';

/** GET /api/dashboard/rig-logistics: the rig logistics dashboard's cards and the requests per rig. */
export async function getRigLogisticsDashboard(signal?: AbortSignal) {
  const response = await callApi(getRigLogisticsDashboardCall, { signal });
  return response.data;
}

export function rigLogisticsDashboardQueryOptions() {
  return queryOptions({
    queryKey: [...dashboardQueryKey, 'rig-logistics'],
    queryFn: ({ signal }) => getRigLogisticsDashboard(signal),
    ...DASHBOARD_QUERY_OPTIONS,
  });
}

export function useRigLogisticsDashboard() {
  return useQuery(rigLogisticsDashboardQueryOptions());
}
