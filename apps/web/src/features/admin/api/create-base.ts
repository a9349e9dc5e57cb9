import { type CreateBaseBody, createBaseCall } from '@rigline/contract/bases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** POST /api/base/create: a taken name is 409 on `name`. */
export async function createBase(body: CreateBaseBody) {
  const response = await callApi(createBaseCall, { body });
  return response.data.base;
}

export function useCreateBase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBase,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.bases });
    },
  });
}
