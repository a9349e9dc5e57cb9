import { getBaseCoordinatorDashboardCall } from '@rigline/contract/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY_OPTIONS } from '@/features/dashboard/lib/dashboard-cache';
import { callApi } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys';

/** GET /api/dashboard/base-coordinator: planning work and upcoming voyages. */
export async function getBaseCoordinatorDashboard(signal?: AbortSignal) {
  const response = await callApi(getBaseCoordinatorDashboardCall, { signal });
  return response.data;
}

export function baseCoordinatorDashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.baseCoordinator(),
    queryFn: ({ signal }) => getBaseCoordinatorDashboard(signal),
    ...DASHBOARD_QUERY_OPTIONS,
  });
}

export function useBaseCoordinatorDashboard() {
  return useQuery(baseCoordinatorDashboardQueryOptions());
}
