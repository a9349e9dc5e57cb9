import { PHASE } from './phases.ts';

/**
 * One example input per call, keyed `METHOD path`, shown in the API description (/api/docs). A test parses
 * each with its call's schemas, so an example that no longer fits its call fails the build.
 */
export const CALL_EXAMPLES: Readonly<
  Record<string, { body?: unknown; query?: Record<string, unknown>; params?: Record<string, unknown> }>
> = {
  'POST /api/auth/login': {
    body: { email: 'supplier@example.com', password: 'correct horse battery staple' },
  },
  'GET /api/base/list': { query: { page: 1, limit: 10, search: 'aberdeen' } },
  'GET /api/search': { query: { q: 'MUD-BAR-4.2', limit: 5 } },
  'GET /api/dashboard/rig/:rigId': { params: { rigId: 2 } },
  'POST /api/vendor/item/bulk-create': {
    body: {
      items: [
        {
          mat_code: 'MAT-20417',
          name: '9 5/8" casing joint',
          length: 480,
          weight: 1200,
          item_measurement_unit: 'count',
        },
      ],
    },
  },
  'POST /api/vendor/item/create': {
    body: {
      mat_code: 'MAT-20418',
      name: 'Barite, 25 kg sack',
      length: 24,
      breadth: 16,
      height: 5,
      weight: 55,
      volume: 0.7,
      item_measurement_unit: 'count',
      description: 'API 13A drilling-grade barite',
      remarks: 'Keep dry',
    },
  },
  'POST /api/vendor/item/delete': { body: { item_ids: [41, 42] } },
  'GET /api/vendor/item/get': { query: { page: 1, limit: 10, search: 'barite' } },
  'POST /api/journey/create': { body: { voyage_id: 7, rig_id: 2 } },
  'POST /api/journey/delete': { body: { journey_id: 12 } },
  'POST /api/journey/end': { body: { journey_id: 12 } },
  'GET /api/journey/sequence/get-by-voyage-id/:voyageId': { params: { voyageId: 7 } },
  'POST /api/journey/start': { body: { journey_id: 12 } },
  'POST /api/journey/update': { body: { id: 12, rig_id: 3 } },
  'POST /api/journey/update-sequence': { body: { journey_id: 12, new_sequence: 1 } },
  'POST /api/order/create': {
    body: { item_id: 41, request_id: 15, quantity: 20, po_number: 'PO-4500012399' },
  },
  // format=csv or xlsx answers the whole filtered list as a file (issue 12).
  'GET /api/order/get': { query: { page: 1, limit: 10, request_id: 15, format: 'xlsx' } },
  'POST /api/order/change-quantity': { body: { id: 88, quantity: 24, version: 1 } },
  'POST /api/order/delete': { body: { id: 88, version: 2 } },
  // Issue 22: 10 of order 88 go to a new order waiting for planning; 88 keeps the rest where it is.
  'POST /api/order/split': { body: { id: 88, quantity: 10, version: 3 } },
  'POST /api/order/bulk-create': {
    body: {
      request_id: 15,
      lines: [
        { mat_code: 'MAT-20417', quantity: 12 },
        { mat_code: 'MAT-20418', quantity: 40 },
      ],
      dry_run: true,
    },
  },
  'POST /api/order/batch': {
    body: {
      action: 'accept',
      orders: [
        { id: 88, version: 2 },
        { id: 89, version: 2 },
      ],
    },
  },
  'POST /api/order/undo': { body: { id: 88, version: 5 } },
  'POST /api/order/move-order-to-next-phase': { body: { id: 88 } },
  'POST /api/order/reject': { body: { id: 88, reason: 'Not on the approved list for this well' } },
  'POST /api/order/update': { body: { id: 88, shipment_id: 31 } },
  'POST /api/order/update-status': { body: { order_id: 88, status: 'ACCEPTED' } },
  'POST /api/request/create': {
    body: {
      rig_id: 2,
      well_id: 5,
      title: 'Mud chemicals for the 12 1/4" section',
      section: 'Drilling fluids',
      description: 'Barite and bentonite for the next hole section',
      // Optional (issue 26): the number the operator's ERP bought it under.
      po_number: 'PO-4500012345',
    },
  },
  'GET /api/request/get': { query: { page: 1, limit: 10, status: 'PENDING' } },
  'POST /api/request/move-next-phase': { body: { request_id: 15 } },
  'GET /api/rig/list': { query: { page: 1, limit: 10, search: 'RIG-00', include_inactive: 'false' } },
  'POST /api/shipment/create': { body: { voyage_id: 7, request_id: 15 } },
  'POST /api/shipment/delete': { body: { shipment_id: 31 } },
  'POST /api/shipment/move': { body: { shipment_id: 31, voyage_id: 9 } },
  'GET /api/shipment/get-actionable-shipment-of-request/:requestId/order-phase/:phase': {
    params: { requestId: 15, phase: PHASE.LOADING },
  },
  'GET /api/shipment/list': { query: { page: 1, limit: 10, voyage_id: 7 } },
  'GET /api/vendor/list': { query: { page: 1, limit: 10, search: 'tubulars' } },
  'GET /api/vessel/get': { query: { page: 1, limit: 10, include_inactive: 'false' } },
  'POST /api/voyage/create': {
    body: { name: 'Aberdeen run, week 23', vessel_id: 1, start_base_id: 1, end_base_id: 1 },
  },
  'POST /api/request/set-required-by': { body: { request_id: 7, required_by: '2026-12-15', version: 3 } },
  'GET /api/sailing/calendar/:file': { params: { file: 'q3J8bW1xZkR0Vn2uY0sLp9aXc4eT7gHi5jK6lMn8oPr.ics' } },
  'GET /api/dashboard/measures': { query: { from: '2026-11-02', to: '2026-11-29' } },
  'GET /api/sailing/list': {
    query: { from: '2026-12-01T00:00:00Z', to: '2026-12-29T00:00:00Z', rig_id: 3, page: 1, limit: 10 },
  },
  'POST /api/voyage/schedule': {
    body: {
      voyage_id: 3,
      planned_departure_at: '2026-12-01T08:00:00Z',
      planned_return_at: '2026-12-04T18:00:00Z',
      journeys: [
        { id: 5, planned_arrival_at: '2026-12-02T06:00:00Z', planned_departure_at: '2026-12-02T14:00:00Z' },
      ],
      reason: 'WEATHER',
      note: 'Swell over 4 m at the first rig',
    },
  },
  'GET /api/voyage/valid-voyages-for-shipment/:requestId': {
    params: { requestId: 15 },
    query: { page: 1, limit: 10 },
  },
  'GET /api/voyage/get': { query: { page: 1, limit: 10, vessel_id: 1 } },
  'POST /api/voyage/start': { body: { voyage_id: 7 } },
  'GET /api/well/get': { query: { page: 1, limit: 10, rig_id: 2 } },
  'GET /api/request/history/:id': { params: { id: 15 } },
  'GET /api/order/history/:id': { params: { id: 88 } },
  'GET /api/voyage/history/:id': { params: { id: 7 } },
  'GET /api/voyage/load-plan/:voyageId': { params: { voyageId: 7 } },
  'GET /api/voyage/manifest/:voyageId': { params: { voyageId: 7 }, query: { format: 'pdf', journey_id: 12 } },
  'GET /api/notification/list': { query: { page: 1, limit: 10 } },
  'POST /api/notification/mark-read': { body: { ids: [301, 302] } },
  // Issue 26: email at once for accepted orders, a daily digest of rejected ones, the bell for the cut-off.
  'POST /api/user/notification-preferences': {
    body: {
      preferences: [
        { kind: 'orders_accepted', channel: 'EMAIL' },
        { kind: 'orders_rejected', channel: 'DIGEST' },
        { kind: 'booking_cutoff_soon', channel: 'BELL' },
      ],
    },
  },
  'GET /api/email/unsubscribe': {
    query: { token: 'NzpvcmRlcnNfYWNjZXB0ZWQ.3q2-7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  },
  'POST /api/email/unsubscribe': {
    query: { token: 'NzpvcmRlcnNfYWNjZXB0ZWQ.3q2-7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  },
  'POST /api/order/receipt': {
    body: {
      id: 88,
      received_quantity: 8,
      damaged_quantity: 1,
      note: 'Two joints short, one thread protector cracked',
    },
  },
  'POST /api/voyage/arrive': { body: { voyage_id: 7, version: 12 } },
  'GET /api/voyage/trip/:voyageId': { params: { voyageId: 7 } },
  'GET /api/discrepancy/list': { query: { page: 1, limit: 10, status: 'OPEN' } },
  'POST /api/discrepancy/resolve': {
    body: { id: 4, resolution: 'Supplier ships the two missing joints on VOY-9 at no charge' },
  },
  'GET /api/backload/list': { query: { page: 1, limit: 10, voyage_id: 7 } },
  'POST /api/backload/create': {
    body: {
      voyage_id: 7,
      rig_id: 2,
      lines: [
        {
          description: 'Mud pump liner set (rental)',
          category: 'RENTAL_RETURN',
          quantity: 2,
          unit: 'crate',
          weight_kg: 850,
          length_m: 1.2,
          width_m: 1,
          height_m: 0.8,
          vendor_id: 1,
        },
        {
          description: '10 ft cargo basket, empty',
          category: 'EMPTY_CCU',
          quantity: 1,
          unit: 'CCU',
          weight_kg: 1200,
          length_m: 3,
          width_m: 2.4,
          height_m: 1.3,
        },
      ],
    },
  },
  'POST /api/backload/update': {
    body: {
      id: 3,
      version: 1,
      lines: [
        {
          description: 'Waste skip, oily rags',
          category: 'WASTE',
          quantity: 1,
          unit: 'skip',
          weight_kg: 600,
          length_m: 2,
          width_m: 1.5,
          height_m: 1.2,
          un_number: 'UN3175',
          imdg_class: '4.1',
        },
      ],
    },
  },
  'POST /api/backload/cancel': { body: { id: 3, version: 2 } },
  'POST /api/backload/mark-loaded': { body: { id: 3, version: 2 } },
  'POST /api/backload/receive': { body: { id: 3, version: 3, lines: [{ id: 11, received_quantity: 2 }] } },
  'POST /api/auth/change-password': {
    body: { current_password: 'first-password-from-admin', new_password: 'a long walk to the quay 1987' },
  },
  'POST /api/auth/update-profile': { body: { full_name: 'Sam Okafor' } },
  'GET /api/user/list': {
    query: { page: 1, limit: 10, search: 'okafor', role_slug: 'supplier', vendor_id: 1 },
  },
  'POST /api/user/create': {
    body: {
      email: 'sam.okafor@northsea-tubulars.example',
      full_name: 'Sam Okafor',
      role_slug: 'supplier',
      vendor_id: 1,
      password: 'first-password-from-admin',
    },
  },
  'POST /api/user/update': { body: { id: 12, is_active: false } },
  'POST /api/user/home-rigs': { body: { user_id: 3, rig_ids: [1, 2] } },
  'POST /api/user/reset-password': { body: { id: 12, password: 'another-first-password' } },
  'POST /api/vendor/create': {
    body: {
      name: 'North Sea Tubulars Ltd',
      category: 'Tubulars',
      contact_name: 'Ana Ruiz',
      contact_email: 'ana.ruiz@northsea-tubulars.example',
      contact_phone: '+44 1224 000000',
      status: 'active',
    },
  },
  'POST /api/vendor/update': { body: { id: 3, status: 'inactive' } },
  'POST /api/rig/create': {
    body: {
      code: 'RIG-005',
      name: 'Forties Pioneer',
      location: 'Central North Sea, Block 21/10',
      status: true,
    },
  },
  'POST /api/rig/update': { body: { id: 5, current_well_id: 14 } },
  'POST /api/well/create': { body: { rig_id: 5, name: 'FP-21/10-A1', location: 'Block 21/10' } },
  'POST /api/well/update': { body: { id: 14, location: 'Block 21/10, slot 3' } },
  'POST /api/vessel/create': {
    body: {
      name: 'Skandi Aberdeen',
      essos_voyage_number: 'ESS-26-114',
      deck_length_m: 78.5,
      deck_width_m: 17.2,
      max_deck_load_t: 3100,
      usable_deck_factor: 0.85,
    },
  },
  'POST /api/vessel/update': { body: { id: 4, is_active: false } },
  'GET /api/ccu/list': {
    query: { page: 1, limit: 10, search: 'TOR', type: 'container', status: 'due_soon' },
  },
  'GET /api/ccu/get/:id': { params: { id: 3 } },
  'GET /api/ccu/history/:id': { params: { id: 3 } },
  'POST /api/ccu/create': {
    body: {
      code: 'TOR-1234',
      type: 'container',
      owner_vendor_id: 2,
      tare_kg: 2250,
      max_gross_kg: 10_000,
      length_m: 6.06,
      width_m: 2.44,
      height_m: 2.59,
      certificate_number: 'DNV-27-1-88412',
      certified_until: '2027-06-30',
      next_inspection_due: '2027-01-15',
      day_rate: 42.5,
    },
  },
  'POST /api/ccu/update': { body: { id: 3, certified_until: '2028-06-30', version: 2 } },
  'GET /api/ccu/trips/:id': { params: { id: 3 } },
  'GET /api/ccu/on-shipment/:shipmentId': { params: { shipmentId: 12 } },
  'POST /api/ccu/pack': { body: { ccu_id: 3, shipment_id: 12, order_ids: [41, 42] } },
  'POST /api/ccu/unpack': { body: { ccu_id: 3, order_ids: [42] } },
  'POST /api/base/create': {
    body: { name: 'Peterhead Supply Base', location: 'Peterhead, UK', is_default: false },
  },
  'POST /api/base/update': { body: { id: 2, is_default: true } },
  'GET /api/ccu/label/:id': { params: { id: 3 } },
  'GET /api/order/label/:id': { params: { id: 88 } },
  'GET /api/shipment/labels/:id': { params: { id: 31 } },
  // Issue 26: webhooks (docs/decisions/079).
  'POST /api/admin/webhook/create': {
    body: {
      url: 'https://erp.example.com/rigline/hooks',
      events: ['order.accepted', 'order.rejected', 'voyage.departed'],
      description: 'ERP purchasing',
    },
  },
  'POST /api/admin/webhook/update': { body: { id: 3, is_active: false, version: 2 } },
  'POST /api/admin/webhook/delete': { body: { id: 3 } },
  'GET /api/admin/webhook/deliveries': { query: { webhook_id: 3, page: 1, limit: 20 } },
  'POST /api/admin/webhook/redeliver': { body: { delivery_id: 57 } },
  'POST /api/admin/api-key/create': {
    body: { name: 'ERP purchasing', role: 'supplier', vendor_id: 4, expires_at: '2027-12-31T23:59:59Z' },
  },
  'POST /api/admin/api-key/revoke': { body: { id: 2 } },
};
