import { type CreateVendorBody, createVendorCall } from '@rigline/contract/vendors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** POST /api/vendor/create: a taken name is 409 on `name`. */
export async function createVendor(body: CreateVendorBody) {
  const response = await callApi(createVendorCall, { body });
  return response.data.vendor;
}

export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.vendors });
    },
  });
}
