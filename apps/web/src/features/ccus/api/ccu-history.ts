import { ccuHistoryCall } from '@rigline/contract/ccus';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ccuKeys } from '@/lib/query-keys';

/** GET /api/ccu/history/{id}: who registered and changed the unit, newest first. */
export async function getCcuHistory(id: number, signal?: AbortSignal) {
  return (await callApi(ccuHistoryCall, { params: { id }, signal })).data.changes;
}

export function useCcuHistory(id: number | null) {
  return useQuery({
    queryKey: ccuKeys.history(id ?? 0),
    queryFn: ({ signal }) => getCcuHistory(id!, signal),
    enabled: id !== null,
  });
}
