import { type UpdateRigBody, updateRigCall } from '@rigline/contract/rigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** POST /api/rig/update: details, current well, or status (an inactive rig takes no new request or journey). */
export async function updateRig(body: UpdateRigBody) {
  const response = await callApi(updateRigCall, { body });
  return response.data.rig;
}

export function useUpdateRig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRig,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.rigs });
    },
  });
}
