import type { SupplyRequest } from '@rigline/contract/requests';
import type { ReactNode } from 'react';
import { InfoField } from '@/components/layout/info-field';
import { RequestStatusWithReceipt } from '@/components/status-badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { formatPhase, phaseMeaning } from '../lib/format';

/**
 * The supplier's request header (§2): title, description, status, created date, phase, rig and well. The
 * document's Rig ID and Well ID labels stay; beneath them the rig's code and name and the well's name, which
 * people recognise (issue 12), rather than bare row ids.
 */
export function RequestHeaderCard({
  request,
  rigCode,
  actions,
}: {
  request: SupplyRequest;
  /** RIG-001: the request row names its rig by id and name; the rig list knows the code. */
  rigCode?: string | undefined;
  actions?: ReactNode;
}) {
  return (
    <Card className="gap-4">
      <CardHeader className="gap-2 md:grid-cols-[1fr_auto]">
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle className="text-xl">{request.title || `Request #${request.id}`}</CardTitle>
            <RequestStatusWithReceipt request={request} />
          </div>
          <CardDescription>{request.description || 'No description provided'}</CardDescription>
        </div>
        {actions ? <div className="flex flex-wrap gap-2 md:justify-end">{actions}</div> : null}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <InfoField label="Created">{formatDate(request.created_at)}</InfoField>
          <InfoField label="Phase">
            <span className="grid">
              <span>{formatPhase(request.current_phase)}</span>
              <span className="text-muted-foreground text-xs">{phaseMeaning(request.current_phase)}</span>
            </span>
          </InfoField>
          <InfoField label="Rig ID">
            {request.rig ? (
              <span className="grid">
                <span>{rigCode ?? request.rig_id}</span>
                <span className="text-muted-foreground text-xs">{request.rig.name}</span>
              </span>
            ) : (
              request.rig_id
            )}
          </InfoField>
          <InfoField label="Well ID">{request.well?.name ?? (request.well_id || 'N/A')}</InfoField>
          {/* Issue 26: the operator's purchase order it is bought under, when one was given. */}
          {request.po_number ? <InfoField label="PO number">{request.po_number}</InfoField> : null}
        </dl>
      </CardContent>
    </Card>
  );
}
