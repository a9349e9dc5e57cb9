import { describe, expect, it } from 'vitest';
import {
  describeOpenDiscrepancy,
  describeReceiptBeforeOffload,
  orderReceiptNotes,
  requestReceiptNotes,
} from './receipt-notes.ts';

const order = { id: 12, status: 'DELIVERED', quantity: 12, received_quantity: 11, damaged_quantity: 1 };

describe('receipt notes beside a status (issue 22)', () => {
  it('says a delivered order was short, damaged and still open, and nothing for a whole receipt', () => {
    expect(orderReceiptNotes({ ...order, open_discrepancy_count: 1 })).toEqual([
      'Delivered short',
      'damaged',
      '1 open discrepancy',
    ]);
    expect(orderReceiptNotes({ ...order, status: 'OFFLOADING', damaged_quantity: 0 })).toEqual([
      'Received short',
    ]);
    expect(orderReceiptNotes({ ...order, received_quantity: 12, damaged_quantity: 0 })).toEqual([]);
    expect(orderReceiptNotes({ ...order, received_quantity: null })).toEqual([]);
  });

  it('counts a request’s open discrepancies', () => {
    expect(
      requestReceiptNotes({
        status: 'COMPLETED',
        short_order_count: 1,
        damaged_order_count: 0,
        open_discrepancy_count: 2,
      }),
    ).toEqual(['Delivered short', '2 open discrepancies']);
    expect(requestReceiptNotes({ status: 'COMPLETED' })).toEqual([]);
  });

  it('names the open discrepancy for Mark Offloaded', () => {
    expect(describeOpenDiscrepancy({ ...order, open_discrepancy_count: 1 })).toBe(
      'ORD-012 has 1 open discrepancy: received 11 of 12, 1 damaged',
    );
    expect(describeOpenDiscrepancy({ ...order, open_discrepancy_count: 0 })).toBeNull();
  });

  it('says what the rig received in Mark Offloaded’s confirmation, open or closed', () => {
    const offloading = { ...order, status: 'OFFLOADING' };
    expect(describeReceiptBeforeOffload({ ...offloading, open_discrepancy_count: 1 })).toBe(
      'ORD-012: received 11 of 12, 1 damaged — 1 open discrepancy',
    );
    expect(describeReceiptBeforeOffload({ ...offloading, open_discrepancy_count: 2 })).toMatch(
      / — 2 open discrepancies$/,
    );
    expect(
      describeReceiptBeforeOffload({ ...offloading, damaged_quantity: 0, open_discrepancy_count: 0 }),
    ).toBe('ORD-012: received 11 of 12 — no discrepancy open');
    expect(describeOpenDiscrepancy({ ...order, open_discrepancy_count: 2 })).toMatch(
      /has 2 open discrepancies:/,
    );
    expect(
      describeReceiptBeforeOffload({ ...offloading, received_quantity: 12, damaged_quantity: 0 }),
    ).toBeNull();
    expect(describeReceiptBeforeOffload({ ...offloading, received_quantity: null })).toBeNull();
  });
});
