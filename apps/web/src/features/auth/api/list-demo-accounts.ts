import { type DemoAccount, demoAccountsCall } from '@rigline/contract/auth';
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api-client';

/** GET /api/auth/demo-accounts: the demo buttons' credentials, an empty list outside demo mode. */
export async function listDemoAccounts(signal?: AbortSignal): Promise<DemoAccount[]> {
  const answer = await callApi(demoAccountsCall, { signal });
  return answer.data.accounts;
}

/**
 * Asked once per visit of the sign-in page (demo mode does not change while the server runs). Plain state
 * rather than TanStack Query: the data cache loads with the signed-in pages, so the sign-in page carries as
 * little script as it can (docs/decisions/019-front-end-delivery.md). A failure shows no demo buttons.
 */
export function useDemoAccounts(): { data: DemoAccount[] | undefined } {
  const [data, setData] = useState<DemoAccount[] | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    listDemoAccounts(controller.signal).then(setData, () => {
      if (!controller.signal.aborted) setData([]);
    });
    return () => controller.abort();
  }, []);
  return { data };
}
