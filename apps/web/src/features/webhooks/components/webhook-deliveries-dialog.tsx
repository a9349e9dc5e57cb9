import type { Webhook, WebhookDelivery, WebhookDeliveryStatus } from '@rigline/contract/webhooks';
import { ChevronDown, ChevronRight, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DateTime } from '@/components/date-time';
import { DisabledReason } from '@/components/layout/field-extras';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { SimplePager } from '@/components/ui/simple-pager';
import { useRedeliverWebhook, useWebhookDeliveries } from '@/features/webhooks/api/webhooks';
import { errorMessageOf } from '@/lib/form-errors';

const PAGE_SIZE = 10;

export const DELIVERY_STATUS_BADGES: Record<WebhookDeliveryStatus, { label: string; className: string }> = {
  PENDING: { label: 'Pending', className: 'border-amber-300 bg-amber-50 text-amber-800' },
  DELIVERED: { label: 'Delivered', className: 'border-emerald-300 bg-emerald-50 text-emerald-800' },
  FAILED: { label: 'Failed', className: 'border-red-300 bg-red-50 text-red-800' },
};

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const badge = DELIVERY_STATUS_BADGES[status];
  return (
    <Badge variant="outline" className={badge.className}>
      {badge.label}
    </Badge>
  );
}

function attemptsLabel(count: number): string {
  return count === 1 ? '1 attempt' : `${count} attempts`;
}

/** One delivery: when, which event, how it stands; opened, each attempt with its answer, and Redeliver. */
function DeliveryRow({
  delivery,
  canRedeliver,
  whyNotId,
}: {
  delivery: WebhookDelivery;
  canRedeliver: boolean;
  /** The visible reason Redeliver is off, while the webhook is switched off. */
  whyNotId: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const redeliver = useRedeliverWebhook();
  const panelId = `delivery-${delivery.id}-attempts`;
  async function sendAgain() {
    try {
      await redeliver.mutateAsync(delivery.id);
      toast.success('Delivery queued to be sent again', {
        description: `${delivery.event}, ${delivery.message_id}`,
      });
    } catch (error) {
      toast.error('Not sent again', { description: errorMessageOf(error) });
    }
  }
  return (
    <li className="min-w-0 rounded-md border">
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 p-3">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2 min-w-0 max-w-full justify-start gap-2"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
          <span className="truncate font-mono text-xs">{delivery.event}</span>
        </Button>
        <DeliveryStatusBadge status={delivery.status} />
        <span className="text-muted-foreground text-xs">{attemptsLabel(delivery.attempts.length)}</span>
        <span className="text-xs">
          <DateTime iso={delivery.created_at} />
        </span>
        {delivery.redelivery_of !== null ? (
          <span className="text-muted-foreground text-xs">Sent again from #{delivery.redelivery_of}</span>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          className="ml-auto"
          disabled={!canRedeliver || redeliver.isPending}
          aria-describedby={canRedeliver ? undefined : whyNotId}
          aria-label={`Redeliver ${delivery.event} #${delivery.id}`}
          onClick={() => void sendAgain()}
        >
          <RotateCcw aria-hidden="true" />
          Redeliver
        </Button>
      </div>
      {isOpen ? (
        <div id={panelId} className="grid min-w-0 gap-2 border-t bg-muted/30 p-3 text-xs">
          <p className="break-all text-muted-foreground">
            Message id <span className="font-mono">{delivery.message_id}</span>
            {delivery.next_attempt_at ? (
              <>
                {' '}
                · next attempt <DateTime iso={delivery.next_attempt_at} />
              </>
            ) : null}
          </p>
          {delivery.attempts.length === 0 ? (
            <p>Not tried yet: it goes out within seconds.</p>
          ) : (
            <ol className="grid min-w-0 gap-2">
              {delivery.attempts.map((attempt) => (
                <li key={attempt.at} className="grid min-w-0 gap-1 rounded border bg-background p-2">
                  <div className="flex flex-wrap gap-x-3 gap-y-1">
                    <DateTime iso={attempt.at} />
                    <span className="font-medium">
                      {attempt.status_code === null ? 'No answer' : `HTTP ${attempt.status_code}`}
                    </span>
                    <span className="text-muted-foreground">{attempt.duration_ms} ms</span>
                  </div>
                  <pre className="max-h-32 min-w-0 overflow-auto whitespace-pre-wrap break-all font-mono">
                    {attempt.answer === '' ? '(empty answer)' : attempt.answer}
                  </pre>
                </li>
              ))}
            </ol>
          )}
        </div>
      ) : null}
    </li>
  );
}

/** A webhook's delivery log: newest first, ten to a page, following new attempts while open. */
export function WebhookDeliveriesDialog({
  webhook,
  onOpenChange,
}: {
  webhook: Webhook | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={webhook !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-[calc(100vw-2rem)] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Deliveries</DialogTitle>
          <DialogDescription className="break-all">{webhook?.url}</DialogDescription>
        </DialogHeader>
        {webhook ? <DeliveryList webhook={webhook} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DeliveryList({ webhook }: { webhook: Webhook }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(webhook.id, page, PAGE_SIZE);
  if (deliveries.isError) {
    return (
      <div className="grid gap-2 text-sm">
        <p>Error loading deliveries. Please try again.</p>
        <Button variant="outline" className="justify-self-start" onClick={() => void deliveries.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (!deliveries.data) return <p className="text-muted-foreground text-sm">Loading deliveries…</p>;
  const { data, meta } = deliveries.data;
  if (data.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        No deliveries yet: the first event it hears of is sent within seconds.
      </p>
    );
  }
  const whyNotId = `webhook-${webhook.id}-redeliver-why`;
  return (
    <div className="grid min-w-0 gap-3">
      <DisabledReason
        id={whyNotId}
        reason={webhook.is_active ? null : 'Switched off: switch the webhook on to send deliveries again.'}
      />
      <ul className="grid min-w-0 gap-2">
        {data.map((delivery) => (
          <DeliveryRow
            key={delivery.id}
            delivery={delivery}
            canRedeliver={webhook.is_active}
            whyNotId={whyNotId}
          />
        ))}
      </ul>
      <SimplePager page={page} pageSize={PAGE_SIZE} total={meta.total} onPageChange={setPage} />
    </div>
  );
}
