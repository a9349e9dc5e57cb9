import { type DeleteItemsBody, deleteItemsCall } from '@rigline/contract/items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { itemKeys } from '@/lib/query-keys';

/** POST /api/vendor/item/delete. An item used by orders is refused (409) with a message naming it. */
export async function deleteItems(body: DeleteItemsBody) {
  const response = await callApi(deleteItemsCall, { body });
  return response.data;
}

export function useDeleteItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItems,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemKeys.all }),
  });
}
