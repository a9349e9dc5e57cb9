import { getRigDashboardCall } from '@rigline/contract/dashboard';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY_OPTIONS } from '@/features/dashboard/lib/dashboard-cache';
import { callApi } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys';

/** GET /api/dashboard/rig/:rigId: one rig's request counts (the rig dashboard). */
export async function getRigDashboard(rigId: number, signal?: AbortSignal) {
  const response = await callApi(getRigDashboardCall, { params: { rigId }, signal });
  return response.data;
}

/** Nothing is fetched until a rig is chosen. */
export function rigDashboardQueryOptions(rigId: number | null) {
  return queryOptions({
    queryKey: dashboardKeys.rig(rigId),
    queryFn: rigId === null ? skipToken : ({ signal }) => getRigDashboard(rigId, signal),
    ...DASHBOARD_QUERY_OPTIONS,
  });
}

export function useRigDashboard(rigId: number | null) {
  return useQuery(rigDashboardQueryOptions(rigId));
}
