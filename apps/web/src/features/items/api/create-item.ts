import { type CreateItemBody, createItemCall } from '@rigline/contract/items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { itemKeys } from '@/lib/query-keys';

/** POST /api/vendor/item/create. A duplicate mat code is refused with a field error on mat_code. */
export async function createItem(body: CreateItemBody) {
  const response = await callApi(createItemCall, { body });
  return response.data;
}

export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemKeys.all }),
  });
}
