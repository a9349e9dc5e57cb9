import { type BackloadIdBody, markBackloadLoadedCall } from '@rigline/contract/cargo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { cargoKeys, voyageKeys } from '@/lib/query-keys';

/** POST /api/backload/mark-loaded: on the vessel, at the rig (issue 9). The backloads and the voyages' trips refresh after. */
export function useMarkBackloadLoaded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BackloadIdBody) =>
      (await callApi(markBackloadLoadedCall, { body })).data.backload,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cargoKeys.backloads }),
        queryClient.invalidateQueries({ queryKey: voyageKeys.all }),
      ]),
  });
}
