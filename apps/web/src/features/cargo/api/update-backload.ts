import { type UpdateBackloadBody, updateBackloadCall } from '@rigline/contract/cargo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { cargoKeys, voyageKeys } from '@/lib/query-keys';

/** POST /api/backload/update: replaces the lines of a backload not yet loaded (issue 9). The backloads and the voyages' trips refresh after. */
export function useUpdateBackload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateBackloadBody) =>
      (await callApi(updateBackloadCall, { body })).data.backload,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cargoKeys.backloads }),
        queryClient.invalidateQueries({ queryKey: voyageKeys.all }),
      ]),
  });
}
