import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { markToasterNeeded } from '@/lib/notify';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal (4xx) will not change on retry; network trouble and 5xx might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
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
