import { formatRequestId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';
import { getPhase, ON_BOARD_RETURNING_PHASE, PHASE } from '@rigline/contract/phases';
import type { Shipment } from '@rigline/contract/shipments';

/**
 * Cuts a text to `max` characters, ending in an ellipsis when it was longer (§2.8: the plan-voyage
 * description is cut at 60). Whitespace at the cut is dropped so the ellipsis sits on a word.
 */
export function truncateText(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  return `${trimmed.slice(0, max).trimEnd()}...`;
}

/** "6 count", "30 lb": the quantity with the item's measurement unit. */
export function formatQuantity(order: Pick<Order, 'quantity' | 'item'>): string {
  const unit = order.item.item_measurement_unit;
  return unit ? `${order.quantity} ${unit}` : String(order.quantity);
}

/** A shipment card's request line: the request's rig, or REQ-007 when the rig is unknown (§2.6). */
export function shipmentRequestLine(shipment: Pick<Shipment, 'request' | 'request_id'>): string {
  return shipment.request?.rig?.name || formatRequestId(shipment.request_id);
}

/** A voyage's name, or VOY-7 when it has none (§9). */
export function voyageNameOf(
  voyage: { id: number; name: string } | null | undefined,
  voyageId: number,
): string {
  return voyage?.name?.trim() || `VOY-${voyageId}`;
}

const PHASE_STATUS: Record<number, string> = {
  2: 'Planning',
  3: 'Loading',
  4: 'Loaded',
  5: 'In Transit',
  6: 'Offload Required',
  7: 'Offloading',
  8: 'Delivered',
};

/**
 * A shipment has no status column of its own; its cards read one from where its least advanced order
 * stands (the shipment's current_phase), 'Empty' while it has no orders. Orders kept on board (phase 9) are
 * still on the vessel: a shipment of only those reads "On board, returning to base", one with others says how
 * many stay aboard ("Delivered, 1 kept on board"), never plain "Delivered" (issue 9).
 */
/**
 * Loaded and not sailed yet: the green "Loaded" badge. Once the voyage takes it to sea the badge goes, and the
 * status says where the cargo is (In Transit, Delivered), so a card never shows "Loaded" beside "Delivered"
 * (issue 22).
 */
export function isLoadedAwaitingSailing(shipment: Pick<Shipment, 'current_phase' | 'is_loaded'>): boolean {
  return shipment.is_loaded && shipment.current_phase !== null && shipment.current_phase <= PHASE.LOADED;
}

export function shipmentStatusLabel(
  shipment: Pick<Shipment, 'current_phase' | 'is_loaded'> & Partial<Pick<Shipment, 'kept_on_board_count'>>,
): string {
  if (shipment.current_phase === null) return 'Empty';
  if (shipment.current_phase === ON_BOARD_RETURNING_PHASE) return 'On board, returning to base';
  if (shipment.is_loaded && shipment.current_phase <= PHASE.LOADED) return 'Loaded';
  const label = PHASE_STATUS[shipment.current_phase] ?? getPhase(shipment.current_phase).meaning;
  const kept = shipment.kept_on_board_count ?? 0;
  return kept > 0 ? `${label}, ${kept} kept on board` : label;
}
