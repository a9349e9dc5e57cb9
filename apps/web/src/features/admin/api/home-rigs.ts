import { getHomeRigsCall, type SetHomeRigsBody, setHomeRigsCall } from '@rigline/contract/users';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/user/home-rigs?user_id=: a rig logistics user's home rigs (issue 12). */
export async function getUserHomeRigs(userId: number, signal?: AbortSignal) {
  const response = await callApi(getHomeRigsCall, { query: { user_id: userId }, signal });
  return response.data.rigs;
}

export function userHomeRigsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: adminKeys.homeRigsOfUser(userId),
    queryFn: ({ signal }) => getUserHomeRigs(userId, signal),
  });
}

export function useUserHomeRigs(userId: number | null) {
  return useQuery({ ...userHomeRigsQueryOptions(userId ?? 0), enabled: userId !== null });
}

/** POST /api/user/home-rigs: replaces the user's home rigs. */
export async function setUserHomeRigs(body: SetHomeRigsBody) {
  const response = await callApi(setHomeRigsCall, { body });
  return response.data.rigs;
}

export function useSetUserHomeRigs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserHomeRigs,
    onSuccess: (_rigs, body) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.homeRigsOfUser(body.user_id) });
    },
  });
}
