import { type UpdateBaseBody, updateBaseCall } from '@rigline/contract/bases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** POST /api/base/update: making a base the default makes the former default not. */
export async function updateBase(body: UpdateBaseBody) {
  const response = await callApi(updateBaseCall, { body });
  return response.data.base;
}

export function useUpdateBase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBase,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.bases });
    },
  });
}
