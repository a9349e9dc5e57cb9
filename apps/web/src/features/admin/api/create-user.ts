import { type CreateUserBody, createUserCall } from '@rigline/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** POST /api/user/create: the user must choose a new password at first sign-in. A taken email is 409 on `email`. */
export async function createUser(body: CreateUserBody) {
  const response = await callApi(createUserCall, { body });
  return response.data.user;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
}
