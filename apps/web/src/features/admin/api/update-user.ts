import { type UpdateUserBody, updateUserCall } from '@rigline/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** POST /api/user/update: name, role, company or is_active; a role change or deactivation ends the user's sessions. */
export async function updateUser(body: UpdateUserBody) {
  const response = await callApi(updateUserCall, { body });
  return response.data.user;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
}
