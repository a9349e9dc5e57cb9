import { formatVoyageId } from '@rigline/contract/ids';
import type { ListSailingsQuery, Sailing } from '@rigline/contract/sailings';
import { useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { fetchSailings } from '@/lib/fetch-sailings';
import { sailingKeys } from '@/lib/query-keys';

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

/** "VOY-5 Saturday run". */
export function sailingName(sailing: Pick<Sailing, 'voyage_id' | 'name'>): string {
  return `${formatVoyageId(sailing.voyage_id)} ${sailing.name}`;
}
