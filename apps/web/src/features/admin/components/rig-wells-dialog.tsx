import type { Rig } from '@rigline/contract/rigs';
import type { Well } from '@rigline/contract/wells';
import { MapPin, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useAdminWells } from '@/features/admin/api/list-wells';
import { useUpdateRig } from '@/features/admin/api/update-rig';
import { WellFormDialog } from '@/features/admin/components/well-form-dialog';
import { errorMessageOf } from '@/lib/form-errors';

/** A rig's wells: add one, rename one, and choose the current well (where new requests start). */
export function RigWellsDialog({
  rig,
  onOpenChange,
}: {
  rig: Rig | null;
  onOpenChange: (open: boolean) => void;
}) {
  const wells = useAdminWells({ rig_id: rig?.id, page: 1, limit: 100 }, { enabled: rig !== null });
  const updateRig = useUpdateRig();
  const [editing, setEditing] = useState<Well | null>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [makingCurrent, setMakingCurrent] = useState<number | null>(null);
  const rigLabel = rig ? `${rig.code} ${rig.name}` : '';

  function openForm(well: Well | null) {
    setEditing(well);
    setIsFormOpen(true);
  }

  async function makeCurrent(well: Well) {
    if (!rig) return;
    setMakingCurrent(well.id);
    try {
      await updateRig.mutateAsync({ id: rig.id, current_well_id: well.id });
      toast.success('Current well changed', {
        description: `New requests on ${rigLabel} start at ${well.name}.`,
      });
    } catch (error) {
      toast.error('Current well not changed', { description: errorMessageOf(error) });
    } finally {
      setMakingCurrent(null);
    }
  }

  // The rig as the list shows it now (its current well may have just changed).
  const currentWellId = updateRig.data?.id === rig?.id ? updateRig.data?.currentWellId : rig?.currentWellId;
  const rows = wells.data?.data;

  return (
    <Dialog open={rig !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Wells of {rigLabel}</DialogTitle>
          <DialogDescription>
            The current well is where a new request on this rig starts. Wells are never deleted: requests
            point at them.
          </DialogDescription>
        </DialogHeader>
        <div>
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            Add well
          </Button>
        </div>
        {wells.isError ? (
          <LoadFailure
            message="Error loading wells. Please try again."
            onRetry={() => void wells.refetch()}
            isRetrying={wells.isFetching}
          />
        ) : null}
        {rows ? (
          rows.length === 0 ? (
            <EmptyState icon={MapPin} title="No wells yet" description="Add the well the rig is drilling." />
          ) : (
            <ul className="grid gap-2" aria-label={`Wells of ${rigLabel}`}>
              {rows.map((well) => {
                const isCurrent = well.id === currentWellId;
                return (
                  <li
                    key={well.id}
                    className="flex flex-col gap-3 rounded-md border p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="grid min-w-0 gap-0.5">
                      <span className="flex flex-wrap items-center gap-2 font-medium">
                        {well.name}
                        {isCurrent ? (
                          <Badge className="border-transparent bg-blue-100 text-blue-800">Current well</Badge>
                        ) : null}
                      </span>
                      <span className="text-muted-foreground text-xs">{well.location || 'No location'}</span>
                    </div>
                    <div className="flex shrink-0 flex-wrap gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Edit ${well.name}`}
                        onClick={() => openForm(well)}
                      >
                        <Pencil aria-hidden="true" />
                        Edit
                      </Button>
                      {isCurrent ? null : (
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={makingCurrent !== null}
                          onClick={() => void makeCurrent(well)}
                        >
                          {makingCurrent === well.id ? 'Saving...' : 'Make current'}
                        </Button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )
        ) : wells.isError ? null : (
          <RowsSkeleton rows={3} className="h-14" />
        )}
        {rig ? (
          <WellFormDialog
            open={isFormOpen}
            onOpenChange={setIsFormOpen}
            rigId={rig.id}
            rigLabel={rigLabel}
            well={editing}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
