import { useCallback, useMemo, useState } from 'react';

export const LIST_PAGE_SIZES = [10, 20, 50] as const;

/**
 * A searchable, paged list's state: a new search, page size or filter goes back to page 1 (PagedTable moves a
 * page past the last one, after rows went away, to the last page).
 */
export function useListControls(initialPageSize: number = LIST_PAGE_SIZES[0]) {
  const [search, setSearchState] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(initialPageSize);

  const setSearch = useCallback((text: string) => {
    setSearchState(text);
    setPage(1);
  }, []);
  const setPageSize = useCallback((size: number) => {
    setPageSizeState(size);
    setPage(1);
  }, []);
  /** Wrap a filter's setter so that it also goes back to page 1. */
  const resetPage = useCallback(() => setPage(1), []);

  return { search, setSearch, page, setPage, pageSize, setPageSize, resetPage };
}

/**
 * A page of a list the server answers whole (API keys, webhooks: a few rows each), searched and paged in the
 * browser by the same controls as the server's lists; `texts` are what the search looks in, in any case.
 */
export function useClientPage<T>(
  rows: readonly T[] | undefined,
  controls: Pick<ReturnType<typeof useListControls>, 'search' | 'page' | 'pageSize'>,
  texts: (row: T) => readonly string[],
): { data: readonly T[]; meta: { total: number; last_page: number } } | undefined {
  const { search, page, pageSize } = controls;
  // `texts` is a pure reading of the row: the page changes with the rows and the controls only.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  return useMemo(() => {
    if (!rows) return undefined;
    const wanted = search.trim().toLowerCase();
    const matching = wanted
      ? rows.filter((row) => texts(row).some((text) => text.toLowerCase().includes(wanted)))
      : rows;
    const start = (page - 1) * pageSize;
    return {
      data: matching.slice(start, start + pageSize),
      meta: { total: matching.length, last_page: Math.max(1, Math.ceil(matching.length / pageSize)) },
    };
  }, [rows, search, page, pageSize]);
}
