import { lazy, type ReactNode, Suspense } from 'react';
import { useIsToasterNeeded } from '@/lib/notify';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * Everything above the router: toasts, whose code loads with the first one (lib/notify.ts). AuthProvider sits
 * inside the router; the data cache (query-provider.tsx) and tooltips belong to the signed-in pages, which
 * load after sign-in, so the sign-in page carries as little script as it can.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const isToasterNeeded = useIsToasterNeeded();
  return (
    <>
      {children}
      {isToasterNeeded ? (
        <Suspense fallback={null}>
          {/* Bottom right: toasts never cover the top bar's bell and account menu. */}
          <Toaster richColors closeButton position="bottom-right" />
        </Suspense>
      ) : null}
    </>
  );
}
