import {
  type Active,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type Over,
  pointerWithin,
  rectIntersection,
} from '@dnd-kit/core';
import { DRAG } from '@rigline/contract/constants';
import { formatOrderId } from '@rigline/contract/ids';
import type { Order } from '@rigline/contract/orders';

/** Keyboard drags move 25 px a key press (§9). */
export const keyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const step = DRAG.keyboardStepPx;
  switch (event.code) {
    case 'ArrowRight':
      return { ...currentCoordinates, x: currentCoordinates.x + step };
    case 'ArrowLeft':
      return { ...currentCoordinates, x: currentCoordinates.x - step };
    case 'ArrowDown':
      return { ...currentCoordinates, y: currentCoordinates.y + step };
    case 'ArrowUp':
      return { ...currentCoordinates, y: currentCoordinates.y - step };
    default:
      return undefined;
  }
};

/** Under the pointer when there is one; by overlap for keyboard drags. */
export const collisionDetection: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

/** What a screen reader hears while an order is dragged: the order and shipment as the screen names them. */
export const planVoyageAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${orderNameOf(active)}.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${orderNameOf(active)} is over ${shipmentNameOf(over)}.`
      : `${orderNameOf(active)} is over no shipment.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${orderNameOf(active)} was dropped on ${shipmentNameOf(over)}.`
      : `${orderNameOf(active)} was dropped on no shipment and stays where it was.`,
  onDragCancel: ({ active }) => `Moving ${orderNameOf(active)} was cancelled; it stays where it was.`,
};

/** "ORD-012 (Drill pipe)": the order's display id and item, from the draggable's data. */
function orderNameOf(active: Active): string {
  const order = (active.data.current as { order?: Order } | undefined)?.order;
  return order ? `${formatOrderId(order.id)} (${order.item.name})` : 'the order';
}

/** "Shipment #4", from the drop target's data. */
function shipmentNameOf(over: Over): string {
  const shipmentId = (over.data.current as { shipmentId?: number } | undefined)?.shipmentId;
  return shipmentId === undefined ? 'a shipment' : `Shipment #${shipmentId}`;
}
