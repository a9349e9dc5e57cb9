import { PAGE } from '@rigline/contract/constants';
import type { ListSailingsQuery } from '@rigline/contract/sailings';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { sailingKeys } from '@/lib/query-keys';
import { fetchSailings } from '@/lib/sailings';

const HOUR_MS = 3_600_000;
/** A voyage that sailed up to a week ago may still be on its way to a rig. */
const SAILED_WITHIN_MS = 7 * 24 * HOUR_MS;

/**
 * The sailings planned to leave from a week ago to four weeks ahead (the list's window), as many as a page
 * holds: Arrivals and Sailings pick the calls still to come from them. The window starts at the hour, so the
 * key stays the same for the hour; a schedule change refreshes it through the live updates (sailingKeys.all).
 */
export function useSailingsAhead() {
  const from = new Date(Math.floor((Date.now() - SAILED_WITHIN_MS) / HOUR_MS) * HOUR_MS).toISOString();
  const query: ListSailingsQuery = { page: 1, limit: PAGE.maxLimit, from };
  return useQuery({
    queryKey: sailingKeys.list(query),
    queryFn: ({ signal }) => fetchSailings(query, signal),
    retry: retryUnlessRefused,
  });
}
