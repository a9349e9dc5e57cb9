import { MOBILE_BREAKPOINT_PX } from '@rigline/contract/constants';
import { useSyncExternalStore } from 'react';

/** Below the breakpoint the layout is treated as mobile (§2 "Shell", §9). Matches Tailwind's `md:`. */
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isMobileNow(): boolean {
  return window.matchMedia(MOBILE_QUERY).matches;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
