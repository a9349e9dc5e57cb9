import {
  type PackCcuBody,
  packCcuCall,
  type UnpackCcuBody,
  unpackCcuCall,
} from '@rigline/contract/ccu-packing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ccuKeys, voyageKeys } from '@/lib/query-keys';

/** POST /api/ccu/pack and /api/ccu/unpack: the units, the shipment's units and the voyage's load plan refresh. */
export async function packCcu(body: PackCcuBody) {
  return callApi(packCcuCall, { body });
}

export async function unpackCcu(body: UnpackCcuBody) {
  return callApi(unpackCcuCall, { body });
}

function useRefreshAfterPacking(voyageId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ccuKeys.all });
    void queryClient.invalidateQueries({ queryKey: voyageKeys.loadPlan(voyageId) });
  };
}

export function usePackCcu(voyageId: number) {
  const refresh = useRefreshAfterPacking(voyageId);
  return useMutation({ mutationFn: packCcu, onSuccess: refresh });
}

export function useUnpackCcu(voyageId: number) {
  const refresh = useRefreshAfterPacking(voyageId);
  return useMutation({ mutationFn: unpackCcu, onSuccess: refresh });
}
