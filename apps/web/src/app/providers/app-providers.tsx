import { lazy, type ReactNode, Suspense } from 'react';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useIsToasterNeeded } from '@/lib/notify';
import { useThemePreference } from '@/lib/preferences';

const Toaster = lazy(() =>
  import('sonner').then((module) => {
    collapseRepeatedToasts(module.toast);
    return { default: module.Toaster };
  }),
);

type Toast = typeof import('sonner')['toast'];

/**
 * Many quick changes do not stack a toast each (issue 12): a success or error toast is keyed by its title, so
 * the next one of the same title replaces it in place and restarts its timer. A caller that wants its own
 * toast (an Undo for one order) passes its own id, which wins.
 */
function collapseRepeatedToasts(toast: Toast): void {
  for (const kind of ['success', 'error', 'info', 'warning'] as const) {
    const show = toast[kind];
    toast[kind] = ((message: Parameters<typeof show>[0], data?: Parameters<typeof show>[1]) =>
      show(message, {
        ...(typeof message === 'string' ? { id: `${kind}:${message}` } : {}),
        ...data,
      })) as typeof show;
  }
}

/**
 * Everything above the router: toasts, whose code loads with the first one (lib/notify.ts). AuthProvider sits
 * inside the router; the data cache (query-provider.tsx) and tooltips belong to the signed-in pages, which
 * load after sign-in, so the sign-in page carries as little script as it can.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const isToasterNeeded = useIsToasterNeeded();
  const isMobile = useIsMobile();
  const theme = useThemePreference();
  return (
    <>
      {children}
      {isToasterNeeded ? (
        <Suspense fallback={null}>
          {/*
           * Bottom right on a wide screen: toasts never cover the top bar's bell and account menu. On a phone
           * they sit at the top, below the top bar, narrow and few, never over the row actions and the
           * buttons at the bottom a thumb is about to tap (issue 12).
           */}
          <Toaster
            richColors
            closeButton
            theme={theme}
            position={isMobile ? 'top-center' : 'bottom-right'}
            mobileOffset={{ top: '4.5rem', left: '0.75rem', right: '0.75rem' }}
            visibleToasts={isMobile ? 2 : 3}
            toastOptions={{ className: isMobile ? 'text-xs' : undefined }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
