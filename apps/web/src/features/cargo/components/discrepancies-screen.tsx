import {
  type Discrepancy,
  type DiscrepancyStatus,
  listDiscrepanciesCall,
  resolveDiscrepancyBodySchema,
} from '@rigline/contract/cargo';
import { formatOrderId, formatRequestId } from '@rigline/contract/ids';
import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { EmptyState } from '@/components/layout/empty-state';
import { ExportMenu } from '@/components/layout/export-menu';
import { FormDialog } from '@/components/layout/form-dialog';
import { TextAreaField } from '@/components/layout/form-field';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { SimplePager } from '@/components/ui/simple-pager';
import { formatDate } from '@/lib/format';
import { STATUS_TONE_CLASSES } from '@/lib/status-badges';
import { useRecordForm } from '@/lib/use-record-form';
import { useRigChoices } from '../api/list-choices';
import { useDiscrepancies } from '../api/list-discrepancies';
import { useResolveDiscrepancy } from '../api/resolve-discrepancy';

const SELECT_CLASS =
  'h-9 rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * Discrepancies (issue 9): what the rig received short or damaged. The coordinator filters by status and rig
 * and resolves; a supplier sees its own, read only.
 */
export function DiscrepanciesScreen({ canResolve }: { canResolve: boolean }) {
  const [status, setStatus] = useState<DiscrepancyStatus>('OPEN');
  const [rigId, setRigId] = useState('');
  const [page, setPage] = useState(1);
  const rigs = useRigChoices();
  const filter = { status, ...(rigId ? { rig_id: Number(rigId) } : {}) };
  const list = useDiscrepancies({ ...filter, page, limit: 20 });
  const [resolving, setResolving] = useState<Discrepancy | null>(null);
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor="discrepancy-status">Status</Label>
          <select
            id="discrepancy-status"
            className={SELECT_CLASS}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as DiscrepancyStatus);
              setPage(1);
            }}
          >
            <option value="OPEN">Open</option>
            <option value="RESOLVED">Resolved</option>
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="discrepancy-rig">Rig</Label>
          <select
            id="discrepancy-rig"
            className={SELECT_CLASS}
            value={rigId}
            onChange={(event) => {
              setRigId(event.target.value);
              setPage(1);
            }}
          >
            <option value="">All rigs</option>
            {(rigs.data ?? []).map((rig) => (
              <option key={rig.id} value={rig.id}>
                {rig.name}
              </option>
            ))}
          </select>
        </div>
        <div className="ml-auto">
          <ExportMenu call={listDiscrepanciesCall} query={filter} />
        </div>
      </div>
      {list.isPending ? <RowsSkeleton /> : null}
      {list.isError ? <LoadFailure message="Could not load the discrepancies." /> : null}
      {list.data && list.data.data.length === 0 ? (
        <EmptyState
          icon={ClipboardCheck}
          title={status === 'OPEN' ? 'No open discrepancies' : 'No resolved discrepancies'}
        />
      ) : null}
      <ul className="grid gap-2" aria-label="Discrepancies">
        {list.data?.data.map((row) => (
          <li key={row.id} className="grid gap-1.5 rounded-lg border bg-card p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">
                {formatOrderId(row.order_id)} · {row.item.name}
              </span>
              <Badge
                variant="outline"
                className={STATUS_TONE_CLASSES[row.status === 'OPEN' ? 'yellow' : 'green']}
              >
                {row.status === 'OPEN' ? 'Open' : 'Resolved'}
              </Badge>
            </div>
            <p>
              Received {row.received_quantity} of {row.ordered_quantity}
              {row.damaged_quantity > 0 ? `, ${row.damaged_quantity} damaged` : ''} at {row.rig.name}
              {row.note ? ` — ${row.note}` : ''}
            </p>
            <p className="text-muted-foreground text-xs">
              {formatRequestId(row.request_id)} · {row.vendor.name} · recorded {formatDate(row.created_at)}
            </p>
            {row.resolution ? (
              <p className="text-xs">
                Resolution{row.resolved_by ? ` by ${row.resolved_by.name}` : ''}: {row.resolution}
              </p>
            ) : null}
            {canResolve && row.status === 'OPEN' ? (
              <Button size="sm" className="w-fit" onClick={() => setResolving(row)}>
                Resolve
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {list.data && list.data.meta.last_page > 1 ? (
        <SimplePager page={page} pageSize={20} total={list.data.meta.total} onPageChange={setPage} />
      ) : null}
      <ResolveDialog discrepancy={resolving} onClose={() => setResolving(null)} />
    </div>
  );
}

const resolveFormSchema = z.object({ resolution: resolveDiscrepancyBodySchema.shape.resolution });

function ResolveDialog({ discrepancy, onClose }: { discrepancy: Discrepancy | null; onClose: () => void }) {
  const resolve = useResolveDiscrepancy();
  const { form, submit, errorOf, formError } = useRecordForm({
    schema: resolveFormSchema,
    open: discrepancy !== null,
    values: { resolution: '' },
    save: ({ resolution }) =>
      discrepancy
        ? resolve.mutateAsync({ id: discrepancy.id, resolution, version: discrepancy.version })
        : Promise.reject(new Error('No discrepancy')),
    onSaved: () => {
      toast.success('Discrepancy resolved');
      onClose();
    },
  });
  return (
    <FormDialog
      open={discrepancy !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Resolve discrepancy"
      description={
        discrepancy
          ? `${formatOrderId(discrepancy.order_id)}: received ${discrepancy.received_quantity} of ${discrepancy.ordered_quantity}, ${discrepancy.damaged_quantity} damaged.`
          : null
      }
      onSubmit={submit}
      isSubmitting={form.formState.isSubmitting}
      submitLabel="Resolve"
      pendingLabel="Resolving..."
      formError={formError}
    >
      <TextAreaField
        id="resolution"
        label="Resolution"
        maxLength={1000}
        error={errorOf('resolution')}
        {...form.register('resolution')}
      />
    </FormDialog>
  );
}
