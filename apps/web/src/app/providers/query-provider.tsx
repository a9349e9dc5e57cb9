import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { markToasterNeeded } from '@/lib/notify';

/**
 * TanStack Query takes itself as online until the browser says otherwise with an event; a page opened or brought
 * back from the back-forward cache while offline would fetch, fail, and show an error over what was kept (issue
 * 24). It reads navigator.onLine at once, and again on every online, offline and pageshow, so offline queries
 * pause and show their kept data.
 */
function followBrowserOnlineState(): void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine);
    update();
    for (const event of ['online', 'offline', 'pageshow']) window.addEventListener(event, update);
    return () => {
      for (const event of ['online', 'offline', 'pageshow']) window.removeEventListener(event, update);
    };
  });
}

function createQueryClient(): QueryClient {
  followBrowserOnlineState();
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal (4xx) will not change on retry; network trouble and 5xx might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
        // What was fetched stays a day, so the persister keeps it for reading offline (issue 24,
        // docs/decisions/071): as long as the persisted cache's maxAge.
        gcTime: 24 * 60 * 60 * 1000,
      },
    },
  });
}

/**
 * The data cache of one signed-in session: it frames the signed-in pages (loaded after sign-in, so the
 * sign-in page does not carry TanStack Query), and signing out or an expired session unmounts it, which
 * drops every cached answer with it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Signed-in pages toast with sonner directly.
  useEffect(markToasterNeeded, []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
