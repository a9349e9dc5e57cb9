import type { Rig } from '@rigline/contract/rigs';
import { Drill, MapPin, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminSection } from '@/components/layout/admin-section';
import { PagedTable, type PagedTableColumn } from '@/components/layout/paged-table';
import { Button } from '@/components/ui/button';
import { useAdminRigs } from '@/features/admin/api/list-rigs';
import { useAdminWells } from '@/features/admin/api/list-wells';
import { useUpdateRig } from '@/features/admin/api/update-rig';
import { ActiveBadge } from '@/features/admin/components/active-badge';
import { RigFormDialog } from '@/features/admin/components/rig-form-dialog';
import { RigWellsDialog } from '@/features/admin/components/rig-wells-dialog';
import { ToggleActiveAction } from '@/features/admin/components/toggle-active-action';
import { useListControls } from '@/hooks/use-list-controls';

/** The rig's current well by name; its wells are the Wells dialog's list, so opening it costs nothing more. */
function CurrentWell({ rig }: { rig: Rig }) {
  const wells = useAdminWells(
    { rig_id: rig.id, page: 1, limit: 100 },
    { enabled: rig.currentWellId !== null },
  );
  if (rig.currentWellId === null) return <span className="text-muted-foreground">None</span>;
  const well = wells.data?.data.find((candidate) => candidate.id === rig.currentWellId);
  return <span>{well?.name ?? '…'}</span>;
}

function RigName({ rig }: { rig: Rig }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="font-medium">{rig.name}</span>
      <span className="text-muted-foreground text-xs">{rig.code}</span>
    </div>
  );
}

const COLUMNS: readonly PagedTableColumn<Rig>[] = [
  { header: 'Rig', cell: (rig) => <RigName rig={rig} />, className: 'min-w-40' },
  { header: 'Location', cell: (rig) => rig.location || '—' },
  { header: 'Time zone', cell: (rig) => rig.time_zone.replaceAll('_', ' ') },
  { header: 'Current well', cell: (rig) => <CurrentWell rig={rig} /> },
  { header: 'Status', cell: (rig) => <ActiveBadge isActive={rig.status} /> },
];

/** Rigs & Wells: the rigs, their wells and current well; add, edit, (de)activate. */
export function RigsAdmin() {
  const controls = useListControls();
  const rigs = useAdminRigs({
    page: controls.page,
    limit: controls.pageSize,
    search: controls.search || undefined,
  });
  const updateRig = useUpdateRig();
  const [editing, setEditing] = useState<Rig | null>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [wellsOf, setWellsOf] = useState<Rig | null>(null);

  function openForm(rig: Rig | null) {
    setEditing(rig);
    setIsFormOpen(true);
  }

  return (
    <AdminSection
      description="The rigs supplied, and the wells each drills. An inactive rig takes no new request or journey."
      action={
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" />
          Add rig
        </Button>
      }
    >
      <PagedTable
        label="Rigs"
        columns={COLUMNS}
        rowKey={(rig) => rig.id}
        cardTitle={(rig) => <RigName rig={rig} />}
        actions={(rig) => (
          <>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Wells of ${rig.name}`}
              onClick={() => setWellsOf(rig)}
            >
              <MapPin aria-hidden="true" />
              Wells
            </Button>
            <Button variant="outline" size="sm" aria-label={`Edit ${rig.name}`} onClick={() => openForm(rig)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <ToggleActiveAction
              name={`${rig.code} ${rig.name}`}
              kind="rig"
              isActive={rig.status}
              deactivateConsequence="The rig takes no new request or journey. Its requests, voyages and history stay."
              activateConsequence="The rig takes new requests and journeys again."
              onToggle={(isActive) => updateRig.mutateAsync({ id: rig.id, status: isActive })}
            />
          </>
        )}
        page={rigs.data}
        isError={rigs.isError}
        isFetching={rigs.isFetching}
        isStale={rigs.isPlaceholderData}
        onRetry={() => void rigs.refetch()}
        errorMessage="Error loading rigs. Please try again."
        search={controls.search}
        onSearchChange={controls.setSearch}
        searchPlaceholder="Search by code, name or location..."
        pageNumber={controls.page}
        pageSize={controls.pageSize}
        onPageChange={controls.setPage}
        onPageSizeChange={controls.setPageSize}
        emptyIcon={Drill}
        emptyTitle="No rigs yet"
        emptyDescription="Add the first rig, then its wells."
        noMatchTitle="No rigs found matching your search"
      />
      <RigFormDialog open={isFormOpen} onOpenChange={setIsFormOpen} rig={editing} />
      <RigWellsDialog
        rig={wellsOf ? (rigs.data?.data.find((rig) => rig.id === wellsOf.id) ?? wellsOf) : null}
        onOpenChange={(open) => (open ? undefined : setWellsOf(null))}
      />
    </AdminSection>
  );
}
