import { type BackloadIdBody, cancelBackloadCall } from '@rigline/contract/cargo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { cargoKeys, voyageKeys } from '@/lib/query-keys';

/** POST /api/backload/cancel: until it is loaded (issue 9). The backloads and the voyages' trips refresh after. */
export function useCancelBackload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BackloadIdBody) => (await callApi(cancelBackloadCall, { body })).data.backload,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cargoKeys.backloads }),
        queryClient.invalidateQueries({ queryKey: voyageKeys.all }),
      ]),
  });
}
