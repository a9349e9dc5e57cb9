import { type BulkCreateItemsBody, bulkCreateItemsCall } from '@rigline/contract/items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemsQueryKey } from '@/features/items/api/list-items';
import { callApi } from '@/lib/api-client';

/**
 * POST /api/vendor/item/bulk-create. The server creates the good rows and reports each refused one in
 * `failed`, numbered 1.. in the order sent.
 */
export async function bulkCreateItems(body: BulkCreateItemsBody) {
  const response = await callApi(bulkCreateItemsCall, { body });
  return response.data;
}

export function useBulkCreateItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkCreateItems,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemsQueryKey }),
  });
}
