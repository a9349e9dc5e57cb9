import { getMeasuresCall } from '@rigline/contract/measures';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY_OPTIONS } from '@/features/dashboard/lib/dashboard-cache';
import { callApi } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys';

export interface MeasuresWindow {
  from?: string;
  to?: string;
}

/** GET /api/dashboard/measures: weekly figures from recorded times, in UTC weeks (issue 23). */
export async function getMeasures(window: MeasuresWindow, signal?: AbortSignal) {
  const response = await callApi(getMeasuresCall, { query: window, signal });
  return response.data;
}

export function measuresQueryOptions(window: MeasuresWindow = {}) {
  return queryOptions({
    queryKey: dashboardKeys.measures(window.from, window.to),
    queryFn: ({ signal }) => getMeasures(window, signal),
    placeholderData: keepPreviousData,
    ...DASHBOARD_QUERY_OPTIONS,
  });
}

export function useMeasures(window: MeasuresWindow = {}) {
  return useQuery(measuresQueryOptions(window));
}
