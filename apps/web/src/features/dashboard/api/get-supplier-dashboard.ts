import { getSupplierDashboardCall } from '@rigline/contract/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY_OPTIONS } from '@/features/dashboard/lib/dashboard-cache';
import { callApi } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys';

/** GET /api/dashboard/supplier: the supplier's own work in hand. */
export async function getSupplierDashboard(signal?: AbortSignal) {
  const response = await callApi(getSupplierDashboardCall, { signal });
  return response.data;
}

export function supplierDashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.supplier(),
    queryFn: ({ signal }) => getSupplierDashboard(signal),
    ...DASHBOARD_QUERY_OPTIONS,
  });
}

export function useSupplierDashboard() {
  return useQuery(supplierDashboardQueryOptions());
}
