import { type ReceiveBackloadBody, receiveBackloadCall } from '@rigline/contract/cargo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { cargoKeys, voyageKeys } from '@/lib/query-keys';

/** POST /api/backload/receive: at base, line by line (issue 9). The backloads and the voyages' trips refresh after. */
export function useReceiveBackload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReceiveBackloadBody) =>
      (await callApi(receiveBackloadCall, { body })).data.backload,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cargoKeys.backloads }),
        queryClient.invalidateQueries({ queryKey: voyageKeys.all }),
      ]),
  });
}
