import { type CreateCcuBody, createCcuCall } from '@rigline/contract/ccus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ccuKeys } from '@/lib/query-keys';

/** POST /api/ccu/create: registers a unit; the register refreshes. */
export async function createCcu(body: CreateCcuBody) {
  return (await callApi(createCcuCall, { body })).data.ccu;
}

export function useCreateCcu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCcu,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ccuKeys.all }),
  });
}
