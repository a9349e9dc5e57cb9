import { useSyncExternalStore } from 'react';

type Toast = typeof import('sonner')['toast'];

/**
 * Toasts for the code every page loads first (sign-in and sign-out). sonner loads on the first toast rather
 * than with the sign-in page, and the Toaster mounts then (app-providers.tsx); a toast made before it mounts
 * still shows. Signed-in pages call sonner's `toast` directly: their frame marks the Toaster needed.
 */
export function notify(show: (toast: Toast) => void): void {
  markToasterNeeded();
  void import('sonner').then(({ toast }) => show(toast));
}

let isToasterNeeded = false;
const listeners = new Set<() => void>();

export function markToasterNeeded(): void {
  if (isToasterNeeded) return;
  isToasterNeeded = true;
  for (const listener of listeners) listener();
}

export function useIsToasterNeeded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isToasterNeeded,
  );
}
