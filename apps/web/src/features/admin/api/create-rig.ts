import { type CreateRigBody, createRigCall } from '@rigline/contract/rigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** POST /api/rig/create: a taken code or name is 409 on the field. */
export async function createRig(body: CreateRigBody) {
  const response = await callApi(createRigCall, { body });
  return response.data.rig;
}

export function useCreateRig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRig,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.rigs });
    },
  });
}
