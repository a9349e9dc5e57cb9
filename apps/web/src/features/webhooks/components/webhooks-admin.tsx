import { WEBHOOK_EVENTS, type Webhook } from '@rigline/contract/webhooks';
import { History, Pencil, Plus, Power, PowerOff, Trash2, Webhook as WebhookIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DateTime } from '@/components/date-time';
import { AdminSection } from '@/components/layout/admin-section';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { PagedTable, type PagedTableColumn } from '@/components/layout/paged-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDeleteWebhook, useUpdateWebhook, useWebhooks } from '@/features/webhooks/api/webhooks';
import {
  DeliveryStatusBadge,
  WebhookDeliveriesDialog,
} from '@/features/webhooks/components/webhook-deliveries-dialog';
import { WebhookFormDialog } from '@/features/webhooks/components/webhook-form-dialog';
import { useClientPage, useListControls } from '@/hooks/use-list-controls';
import { errorMessageOf } from '@/lib/form-errors';

function EndpointCell({ webhook }: { webhook: Webhook }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="break-all font-mono text-xs">{webhook.url}</span>
      {webhook.description ? (
        <span className="text-muted-foreground text-xs">{webhook.description}</span>
      ) : null}
    </div>
  );
}

function EventsCell({ webhook }: { webhook: Webhook }) {
  if (webhook.events.length === WEBHOOK_EVENTS.length) return <span>All events</span>;
  return <span className="break-words text-xs">{webhook.events.join(', ')}</span>;
}

function ActiveCell({ webhook }: { webhook: Webhook }) {
  return (
    <div className="grid min-w-0 gap-1">
      <Badge
        variant="outline"
        className={
          webhook.is_active
            ? 'border-emerald-300 bg-emerald-50 text-emerald-800'
            : 'border-red-300 bg-red-50 text-red-800'
        }
      >
        {webhook.is_active ? 'Active' : 'Switched off'}
      </Badge>
      {!webhook.is_active && webhook.disabled_reason ? (
        <span className="text-muted-foreground text-xs">{webhook.disabled_reason}</span>
      ) : null}
    </div>
  );
}

function LastDeliveryCell({ webhook }: { webhook: Webhook }) {
  const last = webhook.last_delivery;
  if (!last) return <span className="text-muted-foreground">None yet</span>;
  return (
    <div className="grid min-w-0 gap-1 text-xs">
      <span className="break-all font-mono">{last.event}</span>
      <span className="flex flex-wrap items-center gap-2">
        <DeliveryStatusBadge status={last.status} />
        <DateTime iso={last.at} />
      </span>
    </div>
  );
}

const COLUMNS: readonly PagedTableColumn<Webhook>[] = [
  { header: 'URL', cell: (webhook) => <EndpointCell webhook={webhook} />, className: 'min-w-48' },
  { header: 'Events', cell: (webhook) => <EventsCell webhook={webhook} />, className: 'min-w-40' },
  { header: 'Active', cell: (webhook) => <ActiveCell webhook={webhook} /> },
  { header: 'Last delivery', cell: (webhook) => <LastDeliveryCell webhook={webhook} /> },
];

/**
 * Webhooks (issue 26): the endpoints that hear of changes, whether each is on and how its last delivery went;
 * Add Webhook shows the signing secret once; each has its delivery log, Edit, Switch off/on and Delete.
 */
export function WebhooksAdmin() {
  const webhooks = useWebhooks();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const controls = useListControls();
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [viewingId, setViewingId] = useState<number | null>(null);
  // The log follows the webhook as it is now (switched on again, Redeliver works at once).
  const viewing = webhooks.data?.find((webhook) => webhook.id === viewingId) ?? null;

  const page = useClientPage(webhooks.data, controls, (webhook) => [webhook.url, webhook.description]);

  async function switchActive(webhook: Webhook) {
    try {
      await update.mutateAsync({ id: webhook.id, is_active: !webhook.is_active, version: webhook.version });
      toast.success(webhook.is_active ? 'Webhook switched off' : 'Webhook switched on');
    } catch (error) {
      toast.error('Webhook not changed', { description: errorMessageOf(error) });
    }
  }

  return (
    <AdminSection
      description="Another system hears of each change it chooses within seconds, signed with its own secret. A delivery that fails is tried again for up to a day; an endpoint failing that long is switched off and admins are told."
      action={
        <Button onClick={() => setIsAdding(true)}>
          <Plus aria-hidden="true" />
          Add Webhook
        </Button>
      }
    >
      <PagedTable
        label="Webhooks"
        columns={COLUMNS}
        rowKey={(webhook) => webhook.id}
        cardTitle={(webhook) => <EndpointCell webhook={webhook} />}
        actions={(webhook) => (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setViewingId(webhook.id)}>
              <History aria-hidden="true" />
              Deliveries
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Edit ${webhook.url}`}
              onClick={() => setEditing(webhook)}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button
              variant="outline"
              size="sm"
              // Only the row being switched waits, and says so.
              disabled={update.isPending && update.variables?.id === webhook.id}
              aria-label={`${webhook.is_active ? 'Switch off' : 'Switch on'} ${webhook.url}`}
              onClick={() => void switchActive(webhook)}
            >
              {webhook.is_active ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
              {update.isPending && update.variables?.id === webhook.id
                ? 'Switching...'
                : webhook.is_active
                  ? 'Switch off'
                  : 'Switch on'}
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Delete ${webhook.url}`}
              onClick={() => setDeleting(webhook)}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        )}
        page={page}
        isError={webhooks.isError}
        isFetching={webhooks.isFetching}
        isStale={false}
        onRetry={() => void webhooks.refetch()}
        errorMessage="Error loading webhooks. Please try again."
        search={controls.search}
        onSearchChange={controls.setSearch}
        searchPlaceholder="Search by URL or description..."
        pageNumber={controls.page}
        pageSize={controls.pageSize}
        onPageChange={controls.setPage}
        onPageSizeChange={controls.setPageSize}
        emptyIcon={WebhookIcon}
        emptyTitle="No webhooks yet"
        emptyDescription="Add one for each system that should hear of orders, voyages and cargo as they change."
        noMatchTitle="No webhooks found matching your search"
      />
      <WebhookFormDialog open={isAdding} onOpenChange={setIsAdding} />
      <WebhookFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        webhook={editing}
      />
      <WebhookDeliveriesDialog
        webhook={viewing}
        onOpenChange={(open) => (open ? undefined : setViewingId(null))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this webhook?"
        description={`${deleting?.url ?? ''} hears of nothing more, and its delivery log is deleted with it. This cannot be undone.`}
        confirmLabel="Delete webhook"
        pendingLabel="Deleting..."
        isDestructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success('Webhook deleted');
          } catch (error) {
            toast.error('Webhook not deleted', { description: errorMessageOf(error) });
            throw error;
          }
        }}
      />
    </AdminSection>
  );
}
