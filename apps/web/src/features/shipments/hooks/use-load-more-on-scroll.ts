import { INFINITE_SCROLL_THRESHOLD_PX } from '@rigline/contract/constants';
import { useCallback, useEffect, useRef } from 'react';
import { isNearBottom } from '../lib/infinite-scroll';

interface LoadMoreOptions {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** How close to the bottom the next page is asked for (§9: 100 px, 116 px in the voyage picker). */
  thresholdPx?: number;
  /** The number of rows shown: after each page, a list that does not fill its box asks for the next. */
  itemCount: number;
}

/** Infinite scroll for a scrolling box: put `ref` and `onScroll` on the element that scrolls. */
export function useLoadMoreOnScroll<T extends HTMLElement = HTMLDivElement>({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  thresholdPx = INFINITE_SCROLL_THRESHOLD_PX,
  itemCount,
}: LoadMoreOptions) {
  const ref = useRef<T>(null);

  const loadMoreIfNearBottom = useCallback(() => {
    const element = ref.current;
    if (!element || !hasNextPage || isFetchingNextPage) return;
    if (isNearBottom(element, thresholdPx)) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, thresholdPx]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked whenever the rows change
  useEffect(() => {
    loadMoreIfNearBottom();
  }, [loadMoreIfNearBottom, itemCount]);

  return { ref, onScroll: loadMoreIfNearBottom };
}
