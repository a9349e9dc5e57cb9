import type { Active, Over } from '@dnd-kit/core';
import type { Order } from '@rigline/contract/orders';
import { describe, expect, it } from 'vitest';
import { planVoyageAnnouncements } from './plan-voyage-drag';

/** Issue 22's walk heard "order-3 … shipment-1": the announcements name what the screen shows. */
const active = {
  id: 'order-3',
  data: { current: { order: { id: 3, item: { name: 'Drill pipe' } } as Order } },
} as unknown as Active;
const over = { id: 'shipment-1', data: { current: { shipmentId: 1 } } } as unknown as Over;

describe('plan-voyage drag announcements', () => {
  it('name the order by ORD-n and its item, the shipment as Shipment #n', () => {
    expect(planVoyageAnnouncements.onDragStart({ active })).toBe('Picked up ORD-003 (Drill pipe).');
    expect(planVoyageAnnouncements.onDragOver({ active, over })).toBe(
      'ORD-003 (Drill pipe) is over Shipment #1.',
    );
    expect(planVoyageAnnouncements.onDragEnd({ active, over })).toBe(
      'ORD-003 (Drill pipe) was dropped on Shipment #1.',
    );
    expect(planVoyageAnnouncements.onDragEnd({ active, over: null })).toBe(
      'ORD-003 (Drill pipe) was dropped on no shipment and stays where it was.',
    );
    const all = [
      planVoyageAnnouncements.onDragStart({ active }),
      planVoyageAnnouncements.onDragOver({ active, over }),
      planVoyageAnnouncements.onDragCancel({ active, over: null }),
    ].join(' ');
    expect(all).not.toMatch(/order-3|shipment-1/);
  });
});
