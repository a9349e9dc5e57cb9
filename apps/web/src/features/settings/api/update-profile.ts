import { type UpdateProfileBody, updateProfileCall } from '@rigline/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** POST /api/auth/update-profile: the signed-in user's own name. */
export async function updateProfile(body: UpdateProfileBody) {
  const response = await callApi(updateProfileCall, { body });
  return response.data.user;
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
