import { type UpdateWellBody, updateWellCall } from '@rigline/contract/wells';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** POST /api/well/update. */
export async function updateWell(body: UpdateWellBody) {
  const response = await callApi(updateWellCall, { body });
  return response.data.well;
}

export function useUpdateWell() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWell,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.wells });
      void queryClient.invalidateQueries({ queryKey: adminKeys.rigs });
    },
  });
}
