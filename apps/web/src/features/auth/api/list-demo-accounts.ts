import { type DemoAccount, demoAccountsCall } from '@rigline/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** GET /api/auth/demo-accounts: the demo buttons' credentials, an empty list outside demo mode. */
export async function listDemoAccounts(signal?: AbortSignal): Promise<DemoAccount[]> {
  const answer = await callApi(demoAccountsCall, { signal });
  return answer.data.accounts;
}

export const demoAccountsQueryOptions = queryOptions({
  queryKey: ['auth', 'demo-accounts'] as const,
  queryFn: ({ signal }) => listDemoAccounts(signal),
  // Demo mode does not change while the server runs.
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useDemoAccounts() {
  return useQuery(demoAccountsQueryOptions);
}
