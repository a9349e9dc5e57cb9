import { listCcusCall } from '@rigline/contract/ccus';
import { PAGE } from '@rigline/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ccuKeys } from '@/lib/query-keys';

/**
 * The units at a rig (issue 25), for an Empty CCU line to name the one it brings home: GET /api/ccu/list at a
 * rig, narrowed to this rig.
 */
export function useUnitsAtRig(rigId: number | null, isEnabled: boolean) {
  const query = { location: 'at_rig' as const, page: 1, limit: PAGE.maxLimit };
  return useQuery({
    queryKey: ccuKeys.list(query),
    queryFn: async ({ signal }) => (await callApi(listCcusCall, { query, signal })).data.ccus.data,
    enabled: isEnabled && rigId !== null,
    select: (units) => units.filter((unit) => unit.location.rig?.id === rigId),
  });
}
