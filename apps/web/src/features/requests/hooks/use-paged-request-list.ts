import { PAGE } from '@rigline/contract/constants';
import { requestStatusSchema } from '@rigline/contract/phases';
import type { ListRequestsQuery } from '@rigline/contract/requests';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRequestList } from '../api/list-requests';

/**
 * The operator request lists (rig logistics, base coordinator): a rig filter, a search the server runs,
 * and pages of 10 (§9). A new rig or search starts again at page 1. A dashboard card opens the list already
 * filtered (issue 12): `?status=PENDING` narrows the list's own status, `?rig=3` chooses the rig.
 * `scope` is rig logistics' home rigs (issue 12): the list shows those rigs until one rig is chosen, and waits
 * for them (`isReady`) before it asks.
 */
export function usePagedRequestList(
  defaultStatus: NonNullable<ListRequestsQuery['status']>,
  scope: { rigIds: readonly number[] | undefined; isReady: boolean } = { rigIds: undefined, isReady: true },
) {
  const [params] = useSearchParams();
  const linkedStatus = requestStatusSchema.safeParse(params.get('status'));
  const status = linkedStatus.success ? linkedStatus.data : defaultStatus;
  const linkedRig = Number(params.get('rig'));
  const [rigId, setRigIdState] = useState<number | null>(
    Number.isSafeInteger(linkedRig) && linkedRig > 0 ? linkedRig : null,
  );
  const [search, setSearchState] = useState('');
  const [page, setPage] = useState(1);
  const pageSize = PAGE.operatorRequestListLimit;

  const query: ListRequestsQuery = {
    page,
    limit: pageSize,
    status,
    ...(rigId === null ? {} : { rig_id: rigId }),
    // A rig chosen in the filter is looked at whether or not it is a home rig.
    ...(rigId === null && scope.rigIds !== undefined ? { rig_ids: scope.rigIds.join(',') } : {}),
    ...(search ? { search } : {}),
  };
  const requests = useRequestList(query, { enabled: scope.isReady });

  return {
    query,
    status,
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
