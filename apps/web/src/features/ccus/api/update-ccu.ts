import { type UpdateCcuBody, updateCcuCall } from '@rigline/contract/ccus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ccuKeys } from '@/lib/query-keys';

/** POST /api/ccu/update with the version seen: the register, the unit's page and its history refresh. */
export async function updateCcu(body: UpdateCcuBody) {
  return (await callApi(updateCcuCall, { body })).data.ccu;
}

export function useUpdateCcu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCcu,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ccuKeys.all }),
  });
}
