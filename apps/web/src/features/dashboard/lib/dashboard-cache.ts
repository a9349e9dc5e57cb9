/**
 * Dashboard figures move whenever anyone acts on a request: they go stale after 30 s and are fetched again
 * when the window regains focus, so a dashboard left open in a tab is fresh when someone looks at it.
 */
export const DASHBOARD_QUERY_OPTIONS = {
  staleTime: 30_000,
  refetchOnWindowFocus: true,
} as const;
