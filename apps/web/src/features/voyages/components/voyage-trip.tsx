import { BACKLOAD_STATUS_LABELS, type BackloadStatus } from '@rigline/contract/cargo';
import { formatOrderId, formatRequestId } from '@rigline/contract/ids';
import type { TripLeg, VoyageTrip } from '@rigline/contract/voyages';
import { Anchor, ArrowRight, Container, Package, Undo2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { STATUS_TONE_CLASSES } from '@/lib/status-badges';

const LEG_STATE: Record<TripLeg['state'], { label: string; tone: keyof typeof STATUS_TONE_CLASSES }> = {
  PLANNED: { label: 'Planned', tone: 'grey' },
  UNDER_WAY: { label: 'Under way', tone: 'green' },
  DONE: { label: 'Done', tone: 'blue' },
};

/**
 * The whole trip (issue 9): start base, each journey's rig, the return leg and the end base, with what is
 * aboard on each leg: deliveries still to make, orders kept on board, backload.
 */
export function VoyageTripCard({ trip }: { trip: VoyageTrip }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Whole trip</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3" aria-label="Legs of the trip">
          {trip.legs.map((leg) => (
            <li key={leg.index} className="grid gap-2 rounded-lg border p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">
                  {leg.from.kind === 'base' ? (
                    <Anchor className="mr-1 inline size-4" aria-hidden="true" />
                  ) : null}
                  {leg.from.name}
                </span>
                <ArrowRight className="size-4 text-muted-foreground" aria-label="to" />
                <span className="font-medium">
                  {leg.to.kind === 'base' ? (
                    <Anchor className="mr-1 inline size-4" aria-hidden="true" />
                  ) : null}
                  {leg.to.name}
                </span>
                {leg.to.kind === 'base' ? <span className="text-muted-foreground">(return leg)</span> : null}
                <Badge
                  variant="outline"
                  className={`ml-auto ${STATUS_TONE_CLASSES[LEG_STATE[leg.state].tone]}`}
                >
                  {LEG_STATE[leg.state].label}
                </Badge>
              </div>
              <Aboard leg={leg} />
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function Aboard({ leg }: { leg: TripLeg }) {
  const isEmpty = leg.deliveries.length === 0 && leg.kept_on_board.length === 0 && leg.backload.length === 0;
  if (isEmpty) return <p className="text-muted-foreground text-xs">Nothing aboard on this leg.</p>;
  return (
    <ul className="grid gap-1 text-xs">
      {leg.deliveries.map((delivery) => (
        <li key={`d${delivery.rig.id}`} className="flex items-start gap-1.5">
          <Package className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>
            Deliveries for {delivery.rig.name}: {delivery.order_count} order
            {delivery.order_count === 1 ? '' : 's'}
          </span>
        </li>
      ))}
      {leg.kept_on_board.map((order) => (
        <li key={`k${order.order_id}`} className="flex items-start gap-1.5 text-amber-800">
          <Undo2 className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>
            {formatOrderId(order.order_id)} ({formatRequestId(order.request_id)}) {order.item_name} ×{' '}
            {order.quantity}: {order.returned ? 'returned to base' : 'On board, returning to base'} —{' '}
            {order.reason}
          </span>
        </li>
      ))}
      {leg.backload.map((backload) => (
        <li key={`b${backload.backload_id}`} className="flex items-start gap-1.5 text-sky-800">
          <Container className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>
            Backload #{backload.backload_id} from {backload.rig.name} (
            {(BACKLOAD_STATUS_LABELS[backload.status as BackloadStatus] ?? backload.status).toLowerCase()}):{' '}
            {backload.summary}
          </span>
        </li>
      ))}
    </ul>
  );
}
