import { MAX_SELECTED_SHIPMENTS } from '@rigline/contract/constants';

export type SelectionToggle =
  | { outcome: 'selected' | 'deselected'; selected: number[] }
  | { outcome: 'refused'; selected: number[] };

/** Shown when a fifth shipment is picked in Browse Shipments (§5: the selection is capped at 4). */
export const SELECTION_CAP_MESSAGE = `You can select up to ${MAX_SELECTED_SHIPMENTS} shipments.`;

/**
 * Picks or drops a shipment in the Browse Shipments carousel. Dropping always works; picking one more
 * than the cap is refused and leaves the selection as it was.
 */
export function toggleShipmentSelection(
  selected: readonly number[],
  shipmentId: number,
  max: number = MAX_SELECTED_SHIPMENTS,
): SelectionToggle {
  if (selected.includes(shipmentId)) {
    return { outcome: 'deselected', selected: selected.filter((id) => id !== shipmentId) };
  }
  if (selected.length >= max) return { outcome: 'refused', selected: [...selected] };
  return { outcome: 'selected', selected: [...selected, shipmentId] };
}
