import { getRigLogisticsDashboardCall } from '@rigline/contract/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY_OPTIONS } from '@/features/dashboard/lib/dashboard-cache';
import { callApi } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys';

/** GET /api/dashboard/rig-logistics: the rig logistics dashboard's cards and the requests per rig. */
export async function getRigLogisticsDashboard(rigIds?: readonly number[], signal?: AbortSignal) {
  const query = rigIds ? { rig_ids: rigIds.join(',') } : {};
  const response = await callApi(getRigLogisticsDashboardCall, { query, signal });
  return response.data;
}

/** `rigIds`: only these rigs (rig logistics' home rigs, issue 12). */
export function rigLogisticsDashboardQueryOptions(rigIds?: readonly number[]) {
  return queryOptions({
    queryKey: dashboardKeys.rigLogistics(rigIds),
    queryFn: ({ signal }) => getRigLogisticsDashboard(rigIds, signal),
    ...DASHBOARD_QUERY_OPTIONS,
  });
}

export function useRigLogisticsDashboard(options: { rigIds?: readonly number[]; enabled?: boolean } = {}) {
  return useQuery({ ...rigLogisticsDashboardQueryOptions(options.rigIds), enabled: options.enabled ?? true });
}
