import { Boxes, Ship } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import {
  actionBadgeText,
  assignVoyageCount,
  coordinatorShipmentsButtonState,
  supplierShipmentsButtonState,
  supplierShipmentsTooltip,
} from '../lib/shipment-buttons';

/** A small pill inside a button; its colours come from the caller. */
function CountBadge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      data-slot="count-badge"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1.5 font-semibold text-xs tabular-nums',
        className,
      )}
    >
      {children}
    </span>
  );
}

/**
 * The supplier's View Shipments (§2): shown once the request has shipments; orange with a count while some
 * wait to be loaded (phase 3) or offloaded (phase 7). The tooltip gives both numbers.
 */
export function SupplierShipmentsButton({
  to,
  counts,
}: {
  to: string;
  /** Undefined while a count is loading or could not be read. */
  counts: { shipments: number | undefined; loading: number | undefined; offloading: number | undefined };
}) {
  const state = supplierShipmentsButtonState(counts);
  if (state.kind === 'hidden') return null;
  const isHighlighted = state.kind === 'highlighted';
  const tooltip = supplierShipmentsTooltip({
    loading: counts.loading ?? 0,
    offloading: counts.offloading ?? 0,
  });
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          asChild
          variant="outline"
          className={cn(
            isHighlighted &&
              'border-orange-400 bg-orange-50 text-orange-800 hover:bg-orange-100 hover:text-orange-900',
          )}
        >
          <Link to={to} data-highlighted={isHighlighted || undefined}>
            <Boxes aria-hidden="true" />
            View Shipments
            {isHighlighted ? (
              <CountBadge className="bg-orange-500 text-white">
                {state.count}
                <span className="sr-only"> need action</span>
              </CountBadge>
            ) : null}
          </Link>
        </Button>
      </TooltipTrigger>
      <TooltipContent>{tooltip}</TooltipContent>
    </Tooltip>
  );
}

/**
 * The coordinator's Assign Voyage (§2): amber and pulsing while phase-2 orders still lack a shipment, with
 * their count; it leads to plan-voyage. Only a halo behind the button pulses, so its label stays legible,
 * and only when the user allows motion.
 */
export function AssignVoyageButton({
  to,
  ordersAwaitingShipment,
}: {
  to: string;
  ordersAwaitingShipment: number | undefined;
}) {
  const count = assignVoyageCount(ordersAwaitingShipment);
  if (count === null) return null;
  return (
    <span className="relative inline-flex">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -inset-1 rounded-lg bg-amber-400/50 motion-safe:animate-pulse"
      />
      <Button asChild className="relative bg-amber-500 text-amber-950 hover:bg-amber-400">
        <Link to={to}>
          <Ship aria-hidden="true" />
          Assign Voyage
          <CountBadge className="bg-amber-950 text-amber-50">
            {count}
            <span className="sr-only"> orders without a shipment</span>
          </CountBadge>
        </Link>
      </Button>
    </span>
  );
}

/**
 * The coordinator's View Shipments (§2): shown once the request has shipments, with their count and, while
 * shipments hold phase-2 orders to act on, an 'n action(s)' badge.
 */
export function CoordinatorShipmentsButton({
  to,
  shipments,
  actions,
}: {
  to: string;
  shipments: number | undefined;
  actions: number | undefined;
}) {
  const state = coordinatorShipmentsButtonState({ shipments, actions });
  if (state.kind === 'hidden') return null;
  return (
    <Button asChild variant="outline">
      <Link to={to}>
        <Boxes aria-hidden="true" />
        View Shipments
        {state.shipments === null ? null : (
          <CountBadge className="bg-secondary text-secondary-foreground">
            {state.shipments}
            <span className="sr-only"> shipments</span>
          </CountBadge>
        )}
        {state.actions > 0 ? (
          <CountBadge className="bg-orange-500 text-white">{actionBadgeText(state.actions)}</CountBadge>
        ) : null}
      </Link>
    </Button>
  );
}
