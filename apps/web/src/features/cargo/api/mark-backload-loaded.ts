import type { BackloadIdBody } from '@rigline/contract/cargo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markBackloadLoadedOrQueue } from '@/lib/offline/queueable-actions';
import { cargoKeys, voyageKeys } from '@/lib/query-keys';

/** POST /api/backload/mark-loaded: on the vessel, at the rig (issue 9). The backloads and the voyages' trips refresh after. */
export function useMarkBackloadLoaded() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline it is queued (issue 24) and answers null.
    networkMode: 'always',
    mutationFn: (body: BackloadIdBody) => markBackloadLoadedOrQueue(body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cargoKeys.backloads }),
        queryClient.invalidateQueries({ queryKey: voyageKeys.all }),
      ]),
  });
}
