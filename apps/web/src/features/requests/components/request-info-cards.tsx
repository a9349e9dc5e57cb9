import type { SupplyRequest } from '@rigline/contract/requests';
import { Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { InfoField } from '@/components/layout/info-field';
import { RequestStatusWithReceipt } from '@/components/status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCalendarDate, formatDate } from '@/lib/format';

/**
 * Request information (§2, rig logistics and base coordinator): title, description, status, rig, well,
 * section. `actions` sit beside the title and wrap below it when there is no room.
 */
export function RequestInformationCard({
  request,
  actions,
}: {
  request: SupplyRequest;
  actions?: ReactNode;
}) {
  return (
    <Card className="min-w-0 gap-4">
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>Request Information</CardTitle>
        {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <InfoField label="Title">{request.title || 'Untitled Request'}</InfoField>
          <InfoField label="Status">
            <RequestStatusWithReceipt request={request} />
          </InfoField>
          <InfoField label="Description" className="sm:col-span-2">
            {request.description || 'No description provided'}
          </InfoField>
          <InfoField label="Rig">{request.rig?.name ?? `Rig ${request.rig_id}`}</InfoField>
          <InfoField label="Well">{request.well?.name ?? 'N/A'}</InfoField>
          <InfoField label="Section">{request.section || 'N/A'}</InfoField>
          <InfoField label="Created">{formatDate(request.created_at)}</InfoField>
          {request.required_by ? (
            <InfoField label="Required by">{formatCalendarDate(request.required_by)}</InfoField>
          ) : null}
          {request.po_number ? <InfoField label="PO number">{request.po_number}</InfoField> : null}
        </dl>
      </CardContent>
    </Card>
  );
}

/** Order Details: one figure (active orders for rig logistics, total items for the base coordinator). */
export function OrderDetailsCard({ label, count }: { label: string; count: number | null }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Order Details</CardTitle>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-muted">
          <Package className="size-6 text-muted-foreground" aria-hidden="true" />
        </div>
        <div className="grid gap-0.5">
          <p className="font-semibold text-3xl tabular-nums">{count ?? '–'}</p>
          <p className="text-muted-foreground text-sm">{label}</p>
        </div>
      </CardContent>
    </Card>
  );
}
