import type { UpdateBackloadBody } from '@rigline/contract/cargo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateBackloadOrQueue } from '@/lib/offline/queueable-actions';
import { cargoKeys, voyageKeys } from '@/lib/query-keys';

/** POST /api/backload/update: replaces the lines of a backload not yet loaded (issue 9). The backloads and the voyages' trips refresh after. */
export function useUpdateBackload() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline it is queued (issue 24) and answers null.
    networkMode: 'always',
    mutationFn: (body: UpdateBackloadBody) => updateBackloadOrQueue(body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cargoKeys.backloads }),
        queryClient.invalidateQueries({ queryKey: voyageKeys.all }),
      ]),
  });
}
