import { PAGE } from '@rigline/contract/constants';
import type { ListRequestsQuery } from '@rigline/contract/requests';
import { useState } from 'react';
import { useRequestList } from '../api/list-requests';

/**
 * The operator request lists (rig logistics, base coordinator): a rig filter, a search the server runs,
 * and pages of 10 (§9). A new rig or search starts again at page 1.
 */
export function usePagedRequestList(status: NonNullable<ListRequestsQuery['status']>) {
  const [rigId, setRigIdState] = useState<number | null>(null);
  const [search, setSearchState] = useState('');
  const [page, setPage] = useState(1);
  const pageSize = PAGE.operatorRequestListLimit;

  const query: ListRequestsQuery = {
    page,
    limit: pageSize,
    status,
    ...(rigId === null ? {} : { rig_id: rigId }),
    ...(search ? { search } : {}),
  };
  const requests = useRequestList(query);

  return {
    requests,
    rigId,
    setRigId: (next: number | null) => {
      setRigIdState(next);
      setPage(1);
    },
    search,
    setSearch: (next: string) => {
      setSearchState(next);
      setPage(1);
    },
    page,
    setPage,
    pageSize,
  };
}
