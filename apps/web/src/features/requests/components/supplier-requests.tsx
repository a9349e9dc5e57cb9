import { PAGE } from '@rigline/contract/constants';
import { requestStatusSchema } from '@rigline/contract/phases';
import { type ListRequestsQuery, listRequestsCall } from '@rigline/contract/requests';
import { FileText, Plus, SearchX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { ExportMenu } from '@/components/layout/export-menu';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { useRequestList } from '../api/list-requests';
import { useRigList } from '../api/list-rigs';
import { matchesRequestSearch } from '../lib/search';
import { CreateRequestDialog } from './create-request-dialog';
import { RequestCards } from './request-cards';
import { RigSelect } from './rig-select';
import { SupplierRequestsTable } from './supplier-requests-table';

/**
 * The supplier's request management (§2): All Rigs or one rig, a search over title and id, the table, and
 * Create Request (under All Rigs too since issue 22.15: the form asks for the rig). Rigs and requests come as page 1 of 100 (§9).
 */
export function SupplierRequests({ requestPath }: { requestPath: (requestId: number) => string }) {
  const navigate = useNavigate();
  const [rigId, setRigId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [isCreating, setIsCreating] = useState(false);

  const rigs = useRigList();
  // A dashboard card opens the list already filtered (issue 12): ?status=DRAFT.
  const [params] = useSearchParams();
  const linkedStatus = requestStatusSchema.safeParse(params.get('status'));
  const query: ListRequestsQuery = {
    page: 1,
    limit: PAGE.supplierRequestListLimit,
    ...(rigId === null ? {} : { rig_id: rigId }),
    ...(linkedStatus.success ? { status: linkedStatus.data } : {}),
  };
  const requests = useRequestList(query);
  const rigList = rigs.data ?? [];
  const selectedRig = rigList.find((rig) => rig.id === rigId) ?? null;
  const rows = (requests.data?.data ?? []).filter((request) => matchesRequestSearch(request, search));

  let body: ReactNode;
  if (requests.isPending) {
    body = <RowsSkeleton />;
  } else if (requests.isError && !requests.data) {
    body = <LoadFailure message="Failed to load requests. Please try again." />;
  } else if (rows.length > 0) {
    body = (
      <>
        {/* Below 768 px a card per request, so View Details stays in sight (issue 12); the table above. */}
        <div className="md:hidden">
          <RequestCards
            requests={rows}
            requestPath={requestPath}
            actionLabel="View Details"
            label="Requests"
          />
        </div>
        <div className="hidden min-w-0 md:block">
          <SupplierRequestsTable requests={rows} showRig={rigId === null} requestPath={requestPath} />
        </div>
      </>
    );
  } else if (search) {
    body = <EmptyState icon={SearchX} title="No requests found matching your search" />;
  } else if (selectedRig) {
    body = (
      <EmptyState
        icon={FileText}
        title="No requests created yet for this rig. Create your first request to get started"
      />
    );
  } else {
    // Nothing under All Rigs (a new supplier): the document's line stays, and Create Request is right there,
    // its rig chosen in the form (issue 22.15).
    body = (
      <EmptyState
        icon={FileText}
        title="Please select a rig to view and manage requests"
        description="Or create your first request now: you choose its rig in the form."
        action={
          <Button onClick={() => setIsCreating(true)}>
            <Plus aria-hidden="true" />
            Create Request
          </Button>
        }
      />
    );
  }

  return (
    <Card className="min-w-0">
      <CardHeader className="gap-4">
        <div className="grid gap-1.5">
          <CardTitle>Request Management</CardTitle>
          <CardDescription>
            {selectedRig ? `Requests for ${selectedRig.name}` : 'Requests of all rigs'}
            {linkedStatus.success ? (
              <>
                {` · ${linkedStatus.data} only · `}
                <Link to="?" className="underline underline-offset-2">
                  Show all
                </Link>
              </>
            ) : null}
          </CardDescription>
        </div>
        <div className="flex flex-col gap-2 md:flex-row md:items-center">
          <RigSelect
            aria-label="Rig"
            rigs={rigList}
            value={rigId}
            onChange={setRigId}
            includeAll
            disabled={rigs.isPending}
            placeholder={rigs.isPending ? 'Loading rigs...' : 'All Rigs'}
          />
          <SearchInput
            aria-label="Search requests"
            placeholder="Search by title or request ID..."
            onSearchChange={setSearch}
            className="md:max-w-xs"
          />
          <ExportMenu call={listRequestsCall} query={{ ...query, ...(search ? { search } : {}) }} />
          {/* Under All Rigs too (issue 22.15): the form asks for the rig; a chosen rig comes pre-filled. */}
          <Button className="md:ml-auto" onClick={() => setIsCreating(true)}>
            <Plus aria-hidden="true" />
            Create Request
          </Button>
        </div>
      </CardHeader>
      <CardContent className="min-w-0">{body}</CardContent>
      <CreateRequestDialog
        open={isCreating}
        onOpenChange={setIsCreating}
        rigs={rigList}
        initialRigId={selectedRig?.id ?? null}
        onCreated={(requestId) => navigate(requestPath(requestId))}
      />
    </Card>
  );
}
