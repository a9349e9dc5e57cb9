import { ITEM_UNITS, MEASUREMENT_UNITS } from '@rigline/contract/constants';
import { type Order, orderSchema } from '@rigline/contract/orders';
import { currentPhaseData, type OrderStatus, type Phase } from '@rigline/contract/phases';

/** An order as the API answers it, in the given phase and status; `overrides` for the facts a test is about. */
export function orderFixture(phase: Phase, status: OrderStatus, overrides: Partial<Order> = {}): Order {
  return orderSchema.parse({
    id: 12,
    item_id: 41,
    item: {
      name: 'Casing joint',
      mat_code: 'CSG-958',
      description: 'Casing joint 9 5/8 in',
      length: 480,
      breadth: 10,
      height: 10,
      length_unit: ITEM_UNITS.length,
      breadth_unit: ITEM_UNITS.breadth,
      height_unit: ITEM_UNITS.height,
      item_measurement_unit: MEASUREMENT_UNITS[0],
      weight: 1_200,
      weight_unit: ITEM_UNITS.weight,
      un_number: null,
      imdg_class: null,
      packing_group: null,
      is_stackable: false,
    },
    quantity: 12,
    status,
    current_phase: phase,
    current_phase_data: currentPhaseData(phase),
    created_at: '2026-01-05T10:00:00.000Z',
    shipment_id: 7,
    request_id: 15,
    version: 3,
    is_heavy_lift: false,
    reject_reason: null,
    kept_reason: null,
    kept_note: null,
    returned_from_voyage_id: null,
    received_quantity: null,
    damaged_quantity: null,
    receipt_note: null,
    split_from_order_id: null,
    split_into_order_ids: [],
    ...overrides,
  });
}
