import { type UpdateVendorBody, updateVendorCall } from '@rigline/contract/vendors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** POST /api/vendor/update: an inactive vendor's users cannot sign in. */
export async function updateVendor(body: UpdateVendorBody) {
  const response = await callApi(updateVendorCall, { body });
  return response.data.vendor;
}

export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.vendors });
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
}
