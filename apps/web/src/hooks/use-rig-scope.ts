import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  ownHomeRigsQueryOptions,
  RIG_SCOPE_PARAM,
  type RigScope,
  readRememberedRigScope,
  rememberRigScope,
  resolveRigScope,
  rigIdsForScope,
} from '@/lib/home-rigs';

/**
 * Which rigs a rig logistics screen shows: the user's home rigs (when they have any) or all rigs. `isReady` is
 * false until the home rigs are known, so a list does not show every rig for a moment and then narrow.
 * `enabled` false (another role) skips the call and shows every rig.
 */
export function useRigScope({ enabled = true }: { enabled?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const homeRigs = useQuery({ ...ownHomeRigsQueryOptions(), enabled });
  const scope = resolveRigScope(params.get(RIG_SCOPE_PARAM), readRememberedRigScope());
  const rigs = homeRigs.data ?? [];

  const choose = (next: RigScope) => {
    rememberRigScope(next);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(RIG_SCOPE_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  };

  return {
    homeRigs: rigs,
    hasHomeRigs: rigs.length > 0,
    scope,
    rigIds: enabled ? rigIdsForScope(scope, rigs) : undefined,
    // A failed read shows every rig rather than nothing.
    isReady: !enabled || !homeRigs.isPending,
    showAll: () => choose('all'),
    showHome: () => choose('home'),
  };
}

export type RigScopeState = ReturnType<typeof useRigScope>;
