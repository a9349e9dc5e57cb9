import { formatMeasure, type StoredUnit, type UnitSystem } from '@rigline/contract/units';
import type { Vessel } from '@rigline/contract/vessels';
import { Pencil, Plus, Ship } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AdminSection } from '@/components/layout/admin-section';
import { PagedTable, type PagedTableColumn } from '@/components/layout/paged-table';
import { Button } from '@/components/ui/button';
import { useAdminVessels } from '@/features/admin/api/list-vessels';
import { useUpdateVessel } from '@/features/admin/api/update-vessel';
import { ActiveBadge } from '@/features/admin/components/active-badge';
import { ToggleActiveAction } from '@/features/admin/components/toggle-active-action';
import { VesselFormDialog } from '@/features/admin/components/vessel-form-dialog';
import { useListControls } from '@/hooks/use-list-controls';
import { useUnitSystem } from '@/lib/preferences';

function figure(value: number | null, stored: StoredUnit, system: UnitSystem): string {
  return value === null ? '—' : formatMeasure(value, stored, system);
}

/** The deck figures in the person's units (Settings → Units). */
const columnsFor = (system: UnitSystem): readonly PagedTableColumn<Vessel>[] => [
  {
    header: 'Vessel',
    cell: (vessel) => <span className="font-medium">{vessel.name}</span>,
    className: 'min-w-40',
  },
  { header: 'Essos voyage #', cell: (vessel) => vessel.essos_voyage_number },
  {
    header: 'Deck',
    cell: (vessel) =>
      vessel.deck_length_m === null && vessel.deck_width_m === null
        ? '—'
        : `${figure(vessel.deck_length_m, 'm', system)} × ${figure(vessel.deck_width_m, 'm', system)}`,
  },
  { header: 'Max deck load', cell: (vessel) => figure(vessel.max_deck_load_t, 't', system) },
  { header: 'Status', cell: (vessel) => <ActiveBadge isActive={vessel.is_active} /> },
];

/** Vessels: the supply vessels and their decks; add, edit, (de)activate. */
export function VesselsAdmin() {
  const controls = useListControls();
  const system = useUnitSystem();
  const columns = useMemo(() => columnsFor(system), [system]);
  const vessels = useAdminVessels({
    page: controls.page,
    limit: controls.pageSize,
    search: controls.search || undefined,
  });
  const updateVessel = useUpdateVessel();
  const [editing, setEditing] = useState<Vessel | null>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);

  function openForm(vessel: Vessel | null) {
    setEditing(vessel);
    setIsFormOpen(true);
  }

  return (
    <AdminSection
      description="The supply vessels that sail the voyages. An inactive vessel takes no new voyage."
      action={
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" />
          Add vessel
        </Button>
      }
    >
      <PagedTable
        label="Vessels"
        columns={columns}
        rowKey={(vessel) => vessel.id}
        cardTitle={(vessel) => vessel.name}
        actions={(vessel) => (
          <>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Edit ${vessel.name}`}
              onClick={() => openForm(vessel)}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <ToggleActiveAction
              name={vessel.name}
              kind="vessel"
              isActive={vessel.is_active}
              deactivateConsequence="The vessel takes no new voyage. Voyages it already has go on."
              activateConsequence="The vessel can be chosen for new voyages again."
              onToggle={(isActive) => updateVessel.mutateAsync({ id: vessel.id, is_active: isActive })}
            />
          </>
        )}
        page={vessels.data}
        isError={vessels.isError}
        isFetching={vessels.isFetching}
        isStale={vessels.isPlaceholderData}
        onRetry={() => void vessels.refetch()}
        errorMessage="Error loading vessels. Please try again."
        search={controls.search}
        onSearchChange={controls.setSearch}
        searchPlaceholder="Search by name or voyage number..."
        pageNumber={controls.page}
        pageSize={controls.pageSize}
        onPageChange={controls.setPage}
        onPageSizeChange={controls.setPageSize}
        emptyIcon={Ship}
        emptyTitle="No vessels yet"
        emptyDescription="Add the vessels the base coordinator plans voyages with."
        noMatchTitle="No vessels found matching your search"
      />
      <VesselFormDialog open={isFormOpen} onOpenChange={setIsFormOpen} vessel={editing} />
    </AdminSection>
  );
}
