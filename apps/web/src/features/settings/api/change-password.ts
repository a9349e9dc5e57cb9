import { type ChangePasswordBody, changePasswordCall } from '@rigline/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/**
 * POST /api/auth/change-password: every other session of the user ends, and the answer holds a fresh token
 * for this one, which replaces the stored token. A wrong current password is a field error on it.
 */
export async function changePassword(body: ChangePasswordBody) {
  const response = await callApi(changePasswordCall, { body });
  return response.data;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
