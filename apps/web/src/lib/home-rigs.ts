import { getHomeRigsCall, type HomeRig } from '@rigline/contract/users';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { rigKeys } from '@/lib/query-keys';

/**
 * A rig logistics user's home rigs (issue 12, docs/decisions/037): their request, voyage and dashboard screens
 * open on them, with "All rigs" one click away. The choice travels in the URL (`?rigs=all` or `?rigs=home`) so
 * a link or a reload keeps it, and is remembered for the browser tab so it holds while moving between screens.
 */
export const RIG_SCOPE_PARAM = 'rigs';
const RIG_SCOPE_STORAGE_KEY = 'rigline.rigScope';

export type RigScope = 'home' | 'all';

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

function isRigScope(value: string | null): value is RigScope {
  return value === 'home' || value === 'all';
}

/** The URL's choice, else the tab's last one, else home. */
export function resolveRigScope(fromUrl: string | null, remembered: string | null): RigScope {
  if (isRigScope(fromUrl)) return fromUrl;
  if (isRigScope(remembered)) return remembered;
  return 'home';
}

export function readRememberedRigScope(): string | null {
  try {
    return window.sessionStorage.getItem(RIG_SCOPE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberRigScope(scope: RigScope): void {
  try {
    window.sessionStorage.setItem(RIG_SCOPE_STORAGE_KEY, scope);
  } catch {
    // A browser without storage keeps the choice in the URL only.
  }
}

/** The ids a list call narrows to: none (every rig) for "all" or a user without home rigs. */
export function rigIdsForScope(scope: RigScope, homeRigs: readonly HomeRig[]): number[] | undefined {
  if (scope === 'all' || homeRigs.length === 0) return undefined;
  return homeRigs.map((rig) => rig.id);
}

/** "Nordic Star, Ocean Endeavour": the visible filter state. */
export function homeRigNames(homeRigs: readonly HomeRig[]): string {
  return homeRigs.map((rig) => rig.name).join(', ');
}
