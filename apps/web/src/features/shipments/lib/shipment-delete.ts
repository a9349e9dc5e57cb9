import type { Shipment } from '@rigline/contract/shipments';

/** The roles that plan voyages and so may delete a shipment (admin always may, as on the server). */
const DELETING_ROLES: readonly string[] = ['base-coordinator', 'admin'];

/**
 * 'Delete Shipment' is offered for an empty shipment (no orders) of a voyage not started yet, to the base
 * coordinator (decisions 007): the server checks the same and answers 400 otherwise.
 */
export function canDeleteShipment(
  shipment: Pick<Shipment, 'order_count'> & { voyage: Pick<Shipment['voyage'], 'status'> },
  roleSlug: string,
): boolean {
  return (
    DELETING_ROLES.includes(roleSlug) && shipment.order_count === 0 && shipment.voyage.status === 'PLANNING'
  );
}
