import { type CreateWellBody, createWellCall } from '@rigline/contract/wells';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** POST /api/well/create: a name the rig's wells have is 409 on `name`. */
export async function createWell(body: CreateWellBody) {
  const response = await callApi(createWellCall, { body });
  return response.data.well;
}

export function useCreateWell() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWell,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.wells });
      void queryClient.invalidateQueries({ queryKey: adminKeys.rigs });
    },
  });
}
