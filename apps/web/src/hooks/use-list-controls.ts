import { useCallback, useState } from 'react';

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
