import { logoutAllCall } from '@rigline/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** POST /api/auth/logout-all: "Sign out of all devices", this one included. */
export async function logoutEverywhere() {
  const response = await callApi(logoutAllCall);
  return response.data;
}

export function useLogoutEverywhere() {
  return useMutation({ mutationFn: logoutEverywhere });
}
