import { type CreateBackloadBody, createBackloadCall } from '@rigline/contract/cargo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { cargoKeys, voyageKeys } from '@/lib/query-keys';

/** POST /api/backload/create: books backload on a voyage calling at the rig (issue 9). The backloads and the voyages' trips refresh after. */
export function useCreateBackload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateBackloadBody) =>
      (await callApi(createBackloadCall, { body })).data.backload,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cargoKeys.backloads }),
        queryClient.invalidateQueries({ queryKey: voyageKeys.all }),
      ]),
  });
}
