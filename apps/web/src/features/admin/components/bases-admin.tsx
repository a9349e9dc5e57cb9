import type { Base } from '@rigline/contract/bases';
import { Pencil, Plus, Star, Warehouse } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminSection } from '@/components/layout/admin-section';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { PagedTable, type PagedTableColumn } from '@/components/layout/paged-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAdminBases } from '@/features/admin/api/list-bases';
import { useUpdateBase } from '@/features/admin/api/update-base';
import { BaseFormDialog } from '@/features/admin/components/base-form-dialog';
import { useListControls } from '@/hooks/use-list-controls';
import { errorMessageOf } from '@/lib/form-errors';

const COLUMNS: readonly PagedTableColumn<Base>[] = [
  { header: 'Base', cell: (base) => <span className="font-medium">{base.name}</span>, className: 'min-w-40' },
  { header: 'Location', cell: (base) => base.location || '—' },
  { header: 'Booking cut-off', cell: (base) => `${base.booking_cutoff_hours} h before sailing` },
  { header: 'Time zone', cell: (base) => base.time_zone.replaceAll('_', ' ') },
  {
    header: 'Default',
    cell: (base) =>
      base.is_default ? (
        <Badge className="border-transparent bg-blue-100 text-blue-800">Default</Badge>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  },
];

/** Bases: where voyages start and end; add, edit, choose the default. Bases are not deleted. */
export function BasesAdmin() {
  const controls = useListControls();
  const bases = useAdminBases({
    page: controls.page,
    limit: controls.pageSize,
    search: controls.search || undefined,
  });
  const updateBase = useUpdateBase();
  const [editing, setEditing] = useState<Base | null>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [makingDefault, setMakingDefault] = useState<Base | null>(null);

  function openForm(base: Base | null) {
    setEditing(base);
    setIsFormOpen(true);
  }

  async function makeDefault() {
    if (!makingDefault) return;
    try {
      await updateBase.mutateAsync({ id: makingDefault.id, is_default: true });
    } catch (error) {
      toast.error('Default base not changed', { description: errorMessageOf(error) });
      throw error;
    }
    toast.success('Default base changed', {
      description: `Voyages now start and end at ${makingDefault.name}.`,
    });
  }

  return (
    <AdminSection
      description="The shore bases where voyages load and end. One is the default."
      action={
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" />
          Add base
        </Button>
      }
    >
      <PagedTable
        label="Bases"
        columns={COLUMNS}
        rowKey={(base) => base.id}
        cardTitle={(base) => base.name}
        actions={(base) => (
          <>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Edit ${base.name}`}
              onClick={() => openForm(base)}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            {base.is_default ? null : (
              <Button variant="outline" size="sm" onClick={() => setMakingDefault(base)}>
                <Star aria-hidden="true" />
                Make default
              </Button>
            )}
          </>
        )}
        page={bases.data}
        isError={bases.isError}
        isFetching={bases.isFetching}
        isStale={bases.isPlaceholderData}
        onRetry={() => void bases.refetch()}
        errorMessage="Error loading bases. Please try again."
        search={controls.search}
        onSearchChange={controls.setSearch}
        searchPlaceholder="Search by name or location..."
        pageNumber={controls.page}
        pageSize={controls.pageSize}
        onPageChange={controls.setPage}
        onPageSizeChange={controls.setPageSize}
        emptyIcon={Warehouse}
        emptyTitle="No bases yet"
        emptyDescription="Add the shore base voyages start from; the first one is the default."
        noMatchTitle="No bases found matching your search"
      />
      <BaseFormDialog open={isFormOpen} onOpenChange={setIsFormOpen} base={editing} />
      <ConfirmDialog
        open={makingDefault !== null}
        onOpenChange={(open) => (open ? undefined : setMakingDefault(null))}
        title={`Make ${makingDefault?.name ?? ''} the default base?`}
        description="New voyages start and end there unless another base is chosen. Voyages already planned keep their bases."
        confirmLabel="Make default"
        pendingLabel="Saving..."
        onConfirm={makeDefault}
      />
    </AdminSection>
  );
}
