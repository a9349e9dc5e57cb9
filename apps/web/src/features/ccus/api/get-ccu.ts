import { getCcuCall } from '@rigline/contract/ccus';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ccuKeys } from '@/lib/query-keys';

/** GET /api/ccu/get/{id}: one unit. */
export async function getCcu(id: number, signal?: AbortSignal) {
  return (await callApi(getCcuCall, { params: { id }, signal })).data.ccu;
}

export function useCcu(id: number | null) {
  return useQuery({
    queryKey: ccuKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getCcu(id!, signal),
    enabled: id !== null,
  });
}
