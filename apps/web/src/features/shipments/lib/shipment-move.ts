import type { Sailing } from '@rigline/contract/sailings';
import type { Shipment } from '@rigline/contract/shipments';

/**
 * Why "Move to next sailing" is not offered for this shipment, or null when it is (docs/decisions/060). The
 * server checks the same and more (an order loaded meanwhile): this only spares a click that must fail.
 */
export function moveShipmentDisabledReason(shipment: Shipment): string | null {
  if (shipment.voyage.status !== 'PLANNING') return 'Its voyage has sailed: the shipment goes where it is';
  if (shipment.is_loaded) return 'Loaded on the vessel: it sails where it is loaded';
  return null;
}

/** The sailings it may move to: not started, and not the one it is on. The list is soonest first. */
export function moveTargetsOf(sailings: readonly Sailing[], shipment: Shipment): Sailing[] {
  return sailings.filter(
    (sailing) =>
      sailing.voyage_id !== shipment.voyage_id &&
      sailing.status === 'PLANNING' &&
      sailing.started_at === null,
  );
}

/** The one to preselect: the next sailing whose booking is still open, else the next one at all. */
export function preselectedTarget(targets: readonly Sailing[], now: number): Sailing | undefined {
  return targets.find((sailing) => Date.parse(sailing.cutoff_at) > now) ?? targets[0];
}

export function isPastCutoff(sailing: Pick<Sailing, 'cutoff_at'>, now: number): boolean {
  return Date.parse(sailing.cutoff_at) <= now;
}
