import { type BulkCreateItemsBody, bulkCreateItemsCall } from '@rigline/contract/items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { itemKeys } from '@/lib/query-keys';

/**
 * POST /api/vendor/item/bulk-create. The server creates the good rows and reports each refused one in
 * `failed`, numbered 1.. in the order sent.
 */
export async function bulkCreateItems(body: BulkCreateItemsBody) {
  assertWithinBodyLimit(body);
  const response = await callApi(bulkCreateItemsCall, { body });
  return response.data;
}

/** Said before sending: the server would refuse a larger file with a bare 413 after the whole upload. */
function assertWithinBodyLimit(body: BulkCreateItemsBody): void {
  const bytes = new TextEncoder().encode(JSON.stringify(body)).length;
  const limit = bulkCreateItemsCall.bodyLimit;
  if (bytes <= limit) return;
  const megabytes = (value: number) => (value / (1024 * 1024)).toFixed(1);
  throw new Error(
    `This file is too large to import at once (${megabytes(bytes)} MB; the most is ${megabytes(limit)} MB). Split it into smaller files and import each.`,
  );
}

export function useBulkCreateItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkCreateItems,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemKeys.all }),
  });
}
