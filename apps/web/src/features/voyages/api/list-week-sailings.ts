import { PAGE } from '@rigline/contract/constants';
import type { ListSailingsQuery } from '@rigline/contract/sailings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { sailingKeys } from '@/lib/query-keys';
import { fetchSailings } from '@/lib/sailings';

/** How far back the week asks for departures, so that a voyage that sailed before Monday still shows. */
const LOOK_BACK_MS = 28 * 86_400_000;

/**
 * The sailings to draw in a week: those departing from four weeks before its Monday to its end (the list is
 * by departure; the bars keep those that overlap the week). One page of the most the call gives.
 */
export function useWeekSailings(weekStart: number, weekEnd: number) {
  const query: ListSailingsQuery = {
    from: new Date(weekStart - LOOK_BACK_MS).toISOString(),
    to: new Date(weekEnd).toISOString(),
    page: 1,
    limit: PAGE.maxLimit,
  };
  return useQuery({
    queryKey: sailingKeys.list(query),
    queryFn: ({ signal }) => fetchSailings(query, signal),
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
}
