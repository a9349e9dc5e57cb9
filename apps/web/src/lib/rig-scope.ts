import type { HomeRig } from '@rigline/contract/users';

/*
 * Which rigs a rig logistics screen narrows to (issue 12, docs/decisions/037): the rules alone, without the data
 * cache, so that signing in can ask the dashboard's calls ahead with the same rigs (calls-ahead.ts, 081).
 */
export const RIG_SCOPE_PARAM = 'rigs';
const RIG_SCOPE_STORAGE_KEY = 'rigline.rigScope';

export type RigScope = 'home' | 'all';

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
export function rigIdsForScope(
  scope: RigScope,
  homeRigs: readonly Pick<HomeRig, 'id'>[],
): number[] | undefined {
  if (scope === 'all' || homeRigs.length === 0) return undefined;
  return homeRigs.map((rig) => rig.id);
}
