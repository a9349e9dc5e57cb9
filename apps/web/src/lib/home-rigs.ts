import { getHomeRigsCall, type HomeRig } from '@rigline/contract/users';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { rigKeys } from '@/lib/query-keys';

/**
 * A rig logistics user's home rigs (issue 12, docs/decisions/037): their request, voyage and dashboard screens
 * open on them, with "All rigs" one click away. The choice travels in the URL (`?rigs=all` or `?rigs=home`) so
 * a link or a reload keeps it, and is remembered for the browser tab so it holds while moving between screens.
 */
export {
  RIG_SCOPE_PARAM,
  type RigScope,
  readRememberedRigScope,
  rememberRigScope,
  resolveRigScope,
  rigIdsForScope,
} from '@/lib/rig-scope';

/** GET /api/user/home-rigs: the signed-in rig logistics user's own. */
export function ownHomeRigsQueryOptions() {
  return queryOptions({
    queryKey: rigKeys.ownHomeRigs,
    queryFn: async ({ signal }): Promise<HomeRig[]> => {
      const response = await callApi(getHomeRigsCall, { query: {}, signal });
      return response.data.rigs;
    },
    staleTime: 60_000,
  });
}

/** "Nordic Star, Ocean Endeavour": the visible filter state. */
export function homeRigNames(homeRigs: readonly HomeRig[]): string {
  return homeRigs.map((rig) => rig.name).join(', ');
}
