import { type UpdateVesselBody, updateVesselCall } from '@rigline/contract/vessels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** POST /api/vessel/update: details, deck, or is_active (an inactive vessel takes no new voyage). */
export async function updateVessel(body: UpdateVesselBody) {
  const response = await callApi(updateVesselCall, { body });
  return response.data.vessel;
}

export function useUpdateVessel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVessel,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.vessels });
    },
  });
}
