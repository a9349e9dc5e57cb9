import { type CreateVesselBody, createVesselCall } from '@rigline/contract/vessels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** POST /api/vessel/create: a taken name is 409 on `name`. */
export async function createVessel(body: CreateVesselBody) {
  const response = await callApi(createVesselCall, { body });
  return response.data.vessel;
}

export function useCreateVessel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVessel,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.vessels });
    },
  });
}
