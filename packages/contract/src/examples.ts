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
  'GET /api/base/list': { query: { page: 1, limit: 10 } },
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
  'POST /api/order/create': { body: { item_id: 41, request_id: 15, quantity: 20 } },
  'GET /api/order/get': { query: { page: 1, limit: 10, request_id: 15 } },
  'POST /api/order/move-order-to-next-phase': { body: { id: 88 } },
  'POST /api/order/reject': { body: { id: 88 } },
  'POST /api/order/update': { body: { id: 88, shipment_id: 31 } },
  'POST /api/order/update-status': { body: { order_id: 88, status: 'ACCEPTED' } },
  'POST /api/request/create': {
    body: {
      rig_id: 2,
      well_id: 5,
      title: 'Mud chemicals for the 12 1/4" section',
      section: 'Drilling fluids',
      description: 'Barite and bentonite for the next hole section',
    },
  },
  'GET /api/request/get': { query: { page: 1, limit: 10, status: 'PENDING' } },
  'POST /api/request/move-next-phase': { body: { request_id: 15 } },
  'GET /api/rig/list': { query: { page: 1, limit: 10 } },
  'POST /api/shipment/create': { body: { voyage_id: 7, request_id: 15 } },
  'POST /api/shipment/delete': { body: { shipment_id: 31 } },
  'GET /api/shipment/get-actionable-shipment-of-request/:requestId/order-phase/:phase': {
    params: { requestId: 15, phase: 3 },
  },
  'GET /api/shipment/list': { query: { page: 1, limit: 10, voyage_id: 7 } },
  'GET /api/vendor/list': { query: { page: 1, limit: 10, search: 'tubulars' } },
  'GET /api/vessel/get': { query: { page: 1, limit: 10 } },
  'POST /api/voyage/create': {
    body: { name: 'Aberdeen run, week 23', vessel_id: 1, start_base_id: 1, end_base_id: 1 },
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
  'GET /api/notification/list': { query: { page: 1, limit: 10 } },
  'POST /api/notification/mark-read': { body: { ids: [301, 302] } },
};
