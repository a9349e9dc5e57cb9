import { type ResetPasswordBody, resetPasswordCall } from '@rigline/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** POST /api/user/reset-password: ends the user's sessions; they choose a new password at next sign-in. */
export async function resetUserPassword(body: ResetPasswordBody) {
  const response = await callApi(resetPasswordCall, { body });
  return response.data;
}

export function useResetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserPassword,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
}
