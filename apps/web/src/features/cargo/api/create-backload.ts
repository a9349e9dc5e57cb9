import type { CreateBackloadBody } from '@rigline/contract/cargo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBackloadOrQueue } from '@/lib/offline/queueable-actions';
import { cargoKeys, voyageKeys } from '@/lib/query-keys';

/** POST /api/backload/create: books backload on a voyage calling at the rig (issue 9). The backloads and the voyages' trips refresh after. */
export function useCreateBackload() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline it is queued (issue 24) and answers null.
    networkMode: 'always',
    mutationFn: (body: CreateBackloadBody) => createBackloadOrQueue(body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cargoKeys.backloads }),
        queryClient.invalidateQueries({ queryKey: voyageKeys.all }),
      ]),
  });
}
