import { type ResolveDiscrepancyBody, resolveDiscrepancyCall } from '@rigline/contract/cargo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { cargoKeys } from '@/lib/query-keys';

/** POST /api/discrepancy/resolve {id, resolution, version}. */
export function useResolveDiscrepancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ResolveDiscrepancyBody) =>
      (await callApi(resolveDiscrepancyCall, { body })).data.discrepancy,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cargoKeys.discrepancies }),
  });
}
