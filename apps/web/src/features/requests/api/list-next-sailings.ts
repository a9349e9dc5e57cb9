import type { ListSailingsQuery } from '@rigline/contract/sailings';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { sailingKeys } from '@/lib/query-keys';
import { fetchSailings, sailingName } from '@/lib/sailings';

/** How many of a rig's next sailings Create Request shows beside Required by. */
const NEXT_SAILINGS = 3;
const HOUR_MS = 3_600_000;

/**
 * The next sailings to a rig from the start of this hour (a key that stays the same for the hour), soonest
 * first, for Create Request: when the vessel leaves and by when goods must be at the quay.
 */
export function useNextSailings(rigId: number | null) {
  const from = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS).toISOString();
  const query: ListSailingsQuery = { page: 1, limit: NEXT_SAILINGS, rig_id: rigId ?? 0, from };
  return useQuery({
    queryKey: sailingKeys.list(query),
    queryFn: ({ signal }) => fetchSailings(query, signal),
    enabled: rigId !== null,
    retry: retryUnlessRefused,
  });
}

export { sailingName };
