import { formatRequestId } from '@rigline/contract/ids';
import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness.ts';
import {
  adminToken,
  createGulfRequest,
  demoIds,
  eventsOf,
  fieldsOf,
  requestIdByTitle,
  waitUntilBlockedBy,
} from './request-fixtures.ts';

const GULF_TITLES = [
  'Casing run for WELL-1A',
  'Mud pump spares and provisions',
  'Drill pipe top-up',
  'Water and chilled provisions',
  'BOP and hydraulic spares',
];
const NORTH_SEA_TITLES = [
  'Weighting material for kick margin',
  'Cement job 9 5/8" casing',
  'Fluid loss and viscosifier restock',
];

interface WireRequest {
  id: number;
  title: string;
  status: string;
  vendor_id: number;
  current_phase: number;
}

const titlesOf = (body: { data: { requests: { data: WireRequest[] } } }) =>
  body.data.requests.data.map((request) => request.title);

describeOnEachDatabase('GET /api/request/get', (harness) => {
  const list = async (
    role: Parameters<typeof harness.tokenFor>[0],
    query: Record<string, string | number> = {},
  ) =>
    harness.get('/api/request/get', { token: await harness.tokenFor(role), query: { limit: 100, ...query } });

  it("shows a supplier only its own company's requests, newest first", async () => {
    const response = await list('supplier');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(titlesOf(body)).toEqual(GULF_TITLES);
    const { gulfVendorId } = await demoIds(harness);
    expect(body.data.requests.data.every((request: WireRequest) => request.vendor_id === gulfVendorId)).toBe(
      true,
    );
    expect(body.data.requests.meta).toEqual({ total: 5, per_page: 100, current_page: 1, last_page: 1 });

    const second = await list('second-supplier');
    expect(titlesOf(second.json())).toEqual(NORTH_SEA_TITLES);
  });

  it('shows the operator roles every request', async () => {
    for (const role of ['rig_logistics', 'base_coordinator'] as const) {
      const response = await list(role);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.requests.meta.total).toBe(8);
    }
    const admin = await harness.get('/api/request/get', { token: await adminToken(harness) });
    expect(admin.json().data.requests.meta.total).toBe(8);
  });

  it('answers each request with its rig, well, phase owners, type and order count', async () => {
    const id = await requestIdByTitle(harness, 'Water and chilled provisions');
    const response = await list('supplier', { id });
    expect(response.statusCode).toBe(200);
    const [request] = response.json().data.requests.data;
    const rig = await harness.db
      .selectFrom('rigs')
      .select(['id', 'name'])
      .where('code', '=', 'RIG-003')
      .executeTakeFirstOrThrow();
    const well = await harness.db
      .selectFrom('wells')
      .select(['id', 'name'])
      .where('name', '=', 'WELL-3A')
      .executeTakeFirstOrThrow();
    expect(request).toEqual({
      id,
      title: 'Water and chilled provisions',
      description: 'Potable water totes and a chilled container for the crew change',
      status: 'PROCESSING',
      current_phase: 2,
      current_phase_data: { owner: ['base-coordinator'] },
      rig_id: rig.id,
      rig: { id: rig.id, name: rig.name },
      well_id: well.id,
      well: { id: well.id, name: 'WELL-3A' },
      section: 'Catering',
      request_type: 'Loadout Request',
      type: 'Loadout Request',
      total_items: 3,
      vendor_id: (await demoIds(harness)).gulfVendorId,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      required_by: null,
      po_number: null,
      version: expect.any(Number),
      short_order_count: 0,
      damaged_order_count: 0,
      open_discrepancy_count: 0,
      // No required_by: nothing to be late for (issue 23).
      at_risk: false,
      at_risk_reason: null,
    });
  });

  it("answers 404 for another company's request asked by id, and for one that does not exist", async () => {
    const id = await requestIdByTitle(harness, 'Cement job 9 5/8" casing');
    for (const requestId of [id, 9999]) {
      const response = await list('supplier', { id: requestId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: false, message: 'Request not found' });
    }
    // Larger than any id column can hold: bad input, not a missing request.
    const impossible = await list('supplier', { id: 3_000_000_000 });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().errors[0].field).toBe('id');
    expect((await list('rig_logistics', { id })).json().data.requests.data[0].id).toBe(id);
  });

  it('filters by status, ex-DRAFT leaving drafts out', async () => {
    const handedOn = (await list('rig_logistics', { status: 'ex-DRAFT' })).json();
    expect(handedOn.data.requests.meta.total).toBe(6);
    expect(handedOn.data.requests.data.some((request: WireRequest) => request.status === 'DRAFT')).toBe(
      false,
    );
    const processing = (await list('base_coordinator', { status: 'PROCESSING' })).json();
    expect(titlesOf(processing).sort()).toEqual([
      'BOP and hydraulic spares',
      'Cement job 9 5/8" casing',
      'Water and chilled provisions',
    ]);
    const completed = (await list('rig_logistics', { status: 'COMPLETED' })).json();
    expect(titlesOf(completed)).toEqual(['Fluid loss and viscosifier restock']);
    const drafts = (await list('supplier', { status: 'DRAFT' })).json();
    expect(titlesOf(drafts)).toEqual(['Casing run for WELL-1A']);
  });

  it('filters by rig', async () => {
    const ids = await demoIds(harness);
    const rig = ids.rigs.find((candidate) => candidate.code === 'RIG-003')!;
    const response = await list('rig_logistics', { rig_id: rig.id });
    expect(titlesOf(response.json()).sort()).toEqual([
      'Cement job 9 5/8" casing',
      'Water and chilled provisions',
    ]);
  });

  it('searches title and description in any case, and the id as REQ-007 or 7', async () => {
    expect(titlesOf((await list('supplier', { search: 'CASING RUN' })).json())).toEqual([
      'Casing run for WELL-1A',
    ]);
    expect(titlesOf((await list('supplier', { search: 'liners and PISTONS' })).json())).toEqual([
      'Mud pump spares and provisions',
    ]);
    const id = await requestIdByTitle(harness, 'Drill pipe top-up');
    expect(titlesOf((await list('supplier', { search: formatRequestId(id) })).json())).toContain(
      'Drill pipe top-up',
    );
    expect(titlesOf((await list('supplier', { search: String(id) })).json())).toContain('Drill pipe top-up');
    // Another company's request is not found by its id either.
    const cement = await requestIdByTitle(harness, 'Cement job 9 5/8" casing');
    expect(titlesOf((await list('supplier', { search: formatRequestId(cement) })).json())).not.toContain(
      'Cement job 9 5/8" casing',
    );
  });

  it('takes % and _ in a search literally', async () => {
    for (const search of ['%', '_', 'Casing%run']) {
      const response = await list('rig_logistics', { search });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.requests.meta.total, search).toBe(0);
    }
  });

  it('pages', async () => {
    const response = await list('rig_logistics', { page: 2, limit: 5 });
    expect(response.json().data.requests.meta).toEqual({
      total: 8,
      per_page: 5,
      current_page: 2,
      last_page: 2,
    });
    expect(response.json().data.requests.data).toHaveLength(3);
  });

  it('refuses an unknown status or a bad page with 400 naming the field', async () => {
    const badStatus = await list('supplier', { status: 'OPEN' });
    expect(badStatus.statusCode).toBe(400);
    expect(fieldsOf(badStatus.json())).toEqual(['status']);
    const badPage = await list('supplier', { page: -1 });
    expect(badPage.statusCode).toBe(400);
    expect(fieldsOf(badPage.json())).toEqual(['page']);
  });

  it('refuses a caller without a token with 401', async () => {
    expect((await harness.get('/api/request/get')).statusCode).toBe(401);
  });
});

describeOnEachDatabase('POST /api/request/create', (harness) => {
  const validBody = async () => {
    const ids = await demoIds(harness);
    const rig = ids.rigs[1]!;
    return {
      rig_id: rig.id,
      well_id: ids.wellsOf(rig.id)[1]!.id,
      title: '  Crew change provisions ',
      type: 'Loadout Request',
      section: 'Catering',
      description: 'Fresh food for the crew change',
    };
  };

  it("creates a draft in phase 0 for the supplier's company and records the event", async () => {
    const body = await validBody();
    const response = await harness.post('/api/request/create', body, {
      token: await harness.tokenFor('supplier'),
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({
      status: true,
      message: 'Request created successfully',
      data: { message: 'Request created successfully', request_id: expect.any(Number) },
    });
    const requestId = answer.data.request_id;
    const row = await harness.db
      .selectFrom('requests')
      .selectAll()
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    const ids = await demoIds(harness);
    expect(row).toMatchObject({
      vendor_id: ids.gulfVendorId,
      created_by: ids.supplierUserId,
      rig_id: body.rig_id,
      well_id: body.well_id,
      title: 'Crew change provisions',
      request_type: 'Loadout Request',
      status: 'DRAFT',
      current_phase: 0,
    });
    expect(await eventsOf(harness, 'request', requestId)).toEqual([
      {
        actor_user_id: ids.supplierUserId,
        from_phase: null,
        from_status: null,
        to_phase: 0,
        to_status: 'DRAFT',
        created_at: row.created_at,
      },
    ]);
  });

  it('refuses a well of another rig with 400 naming well_id', async () => {
    const ids = await demoIds(harness);
    const body = await validBody();
    const otherRigWell = ids.wellsOf(ids.rigs[0]!.id)[0]!;
    const response = await harness.post(
      '/api/request/create',
      { ...body, well_id: otherRigWell.id },
      { token: await harness.tokenFor('supplier') },
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['well_id']);
  });

  it('refuses a rig that does not exist with 400 naming rig_id', async () => {
    const response = await harness.post(
      '/api/request/create',
      { ...(await validBody()), rig_id: 9999 },
      { token: await harness.tokenFor('supplier') },
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['rig_id']);
  });

  it('refuses missing or malformed fields with 400 naming each', async () => {
    const response = await harness.post(
      '/api/request/create',
      { ...(await validBody()), rig_id: '2', title: '   ', section: undefined },
      { token: await harness.tokenFor('supplier') },
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json()).sort()).toEqual(['rig_id', 'section', 'title']);
  });

  it("refuses an admin, who has no supplier's company, with 400", async () => {
    const response = await harness.post('/api/request/create', await validBody(), {
      token: await adminToken(harness),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/belongs to a supplier's company/);
  });

  it.each(['rig_logistics', 'base_coordinator'] as const)('refuses %s with 403', async (role) => {
    const response = await harness.post('/api/request/create', await validBody(), {
      token: await harness.tokenFor(role),
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a caller without a token with 401', async () => {
    expect((await harness.post('/api/request/create', await validBody())).statusCode).toBe(401);
  });
});

describeOnEachDatabase('POST /api/request/move-next-phase', (harness) => {
  const move = async (
    role: Parameters<typeof harness.tokenFor>[0] | 'admin',
    requestId: number,
    extra: { version?: number } = {},
  ) =>
    harness.post(
      '/api/request/move-next-phase',
      { request_id: requestId, ...extra },
      { token: role === 'admin' ? await adminToken(harness) : await harness.tokenFor(role) },
    );
  const versionOf = async (requestId: number) =>
    (
      await harness.db
        .selectFrom('requests')
        .select('version')
        .where('id', '=', requestId)
        .executeTakeFirstOrThrow()
    ).version;
  const review = async (orderId: number, status: 'ACCEPTED' | 'REJECTED') => {
    const token = await harness.tokenFor('rig_logistics');
    const response =
      status === 'REJECTED'
        ? await harness.post('/api/order/reject', { id: orderId }, { token })
        : await harness.post('/api/order/update-status', { order_id: orderId, status }, { token });
    expect(response.statusCode, response.body).toBe(200);
  };
  const ordersOf = (requestId: number) =>
    harness.db
      .selectFrom('orders')
      .select(['id', 'current_phase', 'status'])
      .where('request_id', '=', requestId)
      .orderBy('id')
      .execute();

  describe('phase 0 → 1, Assign to Rig Logistics', () => {
    it('moves the request to PENDING and its orders to phase 1, with an event for each', async () => {
      const { requestId, orderIds } = await createGulfRequest(harness);
      const response = await move('supplier', requestId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: true,
        message: 'Request assigned to Rig Logistics',
        data: {
          message: 'Request assigned to Rig Logistics',
          request_id: requestId,
          current_phase: 1,
          status: 'PENDING',
          version: await versionOf(requestId),
        },
      });
      expect(await ordersOf(requestId)).toEqual(
        orderIds.map((id) => ({ id, current_phase: 1, status: 'CREATED' })),
      );
      const { supplierUserId } = await demoIds(harness);
      const requestEvents = await eventsOf(harness, 'request', requestId);
      expect(requestEvents.at(-1)).toMatchObject({
        actor_user_id: supplierUserId,
        from_phase: 0,
        from_status: 'DRAFT',
        to_phase: 1,
        to_status: 'PENDING',
      });
      for (const orderId of orderIds) {
        expect((await eventsOf(harness, 'order', orderId)).at(-1)).toMatchObject({
          actor_user_id: supplierUserId,
          from_phase: 0,
          from_status: 'CREATED',
          to_phase: 1,
          to_status: 'CREATED',
        });
      }
    });

    it('refuses a request without orders with 400 and changes nothing', async () => {
      const { requestId } = await createGulfRequest(harness, { quantities: [] });
      const response = await move('supplier', requestId);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Add at least one order before assigning the request to rig logistics',
      );
      const row = await harness.db
        .selectFrom('requests')
        .select(['current_phase', 'status'])
        .where('id', '=', requestId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ current_phase: 0, status: 'DRAFT' });
      expect(await eventsOf(harness, 'request', requestId)).toHaveLength(1);
    });

    it('answers 404 to a supplier of another company', async () => {
      const { requestId } = await createGulfRequest(harness);
      const response = await move('second-supplier', requestId);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Request not found');
    });

    it('refuses rig logistics and the base coordinator with 403 naming the supplier', async () => {
      const { requestId } = await createGulfRequest(harness);
      for (const role of ['rig_logistics', 'base_coordinator'] as const) {
        const response = await move(role, requestId);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toMatch(/managed by supplier/);
      }
    });

    it('lets an admin act for the supplier', async () => {
      const { requestId } = await createGulfRequest(harness);
      const response = await move('admin', requestId);
      expect(response.statusCode).toBe(200);
      const { adminUserId } = await demoIds(harness);
      expect((await eventsOf(harness, 'request', requestId)).at(-1)?.actor_user_id).toBe(adminUserId);
    });

    it('refuses the second of two moves with 409 (changed by you), not a misleading 403', async () => {
      const { requestId } = await createGulfRequest(harness);
      expect((await move('supplier', requestId)).statusCode).toBe(200);
      const again = await move('supplier', requestId);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(
        /^This request was changed by you at \d{4}-\d\d-\d\d \d\d:\d\d UTC\. Reload to see it as it is now\.$/,
      );
    });

    it('moves the request once when two moves arrive together', async () => {
      const { requestId, orderIds } = await createGulfRequest(harness);
      const answers = await Promise.all([move('supplier', requestId), move('supplier', requestId)]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes[0]).toBe(200);
      // SQLite runs the two one after the other (403: no longer the supplier's phase); PostgreSQL may run
      // them side by side, and then the conditional update refuses the second (409).
      expect([403, 409]).toContain(codes[1]);
      const requestEvents = await eventsOf(harness, 'request', requestId);
      expect(requestEvents.filter((event) => event.to_status === 'PENDING')).toHaveLength(1);
      for (const orderId of orderIds) expect(await eventsOf(harness, 'order', orderId)).toHaveLength(2);
    });
  });

  describe('phase 1 → 2, Assign to Base Coordinator', () => {
    it('refuses while orders still need review, naming how many', async () => {
      const { requestId, orderIds } = await createGulfRequest(harness, { quantities: [1, 2, 3], phase: 1 });
      await review(orderIds[0]!, 'ACCEPTED');
      const response = await move('rig_logistics', requestId);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Every order must be accepted or rejected first (2 still need review)',
      );
      expect((await ordersOf(requestId)).map((order) => order.current_phase)).toEqual([1, 1, 1]);
    });

    it('moves the request to PROCESSING and its accepted orders to phase 2; rejected ones stay', async () => {
      const { requestId, orderIds } = await createGulfRequest(harness, { quantities: [1, 2, 3], phase: 1 });
      const [accepted, rejected, alsoAccepted] = orderIds as [number, number, number];
      await review(accepted, 'ACCEPTED');
      await review(rejected, 'REJECTED');
      await review(alsoAccepted, 'ACCEPTED');
      const response = await move('rig_logistics', requestId);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        message: 'Request assigned to Base Coordinator',
        request_id: requestId,
        current_phase: 2,
        status: 'PROCESSING',
        version: await versionOf(requestId),
      });
      expect(await ordersOf(requestId)).toEqual([
        { id: accepted, current_phase: 2, status: 'ACCEPTED' },
        { id: rejected, current_phase: 1, status: 'REJECTED' },
        { id: alsoAccepted, current_phase: 2, status: 'ACCEPTED' },
      ]);
      const listed = await harness.get('/api/request/get', {
        token: await harness.tokenFor('base_coordinator'),
        query: { id: requestId },
      });
      expect(listed.json().data.requests.data[0]).toMatchObject({
        status: 'PROCESSING',
        current_phase: 2,
        current_phase_data: { owner: ['base-coordinator'] },
      });
      const rigLogistics = await harness.db
        .selectFrom('users')
        .select('id')
        .where('role_slug', '=', 'rig-logistic')
        .executeTakeFirstOrThrow();
      expect((await eventsOf(harness, 'request', requestId)).at(-1)).toMatchObject({
        actor_user_id: rigLogistics.id,
        from_phase: 1,
        from_status: 'PENDING',
        to_phase: 2,
        to_status: 'PROCESSING',
      });
      expect((await eventsOf(harness, 'order', accepted)).at(-1)).toMatchObject({
        from_phase: 1,
        from_status: 'ACCEPTED',
        to_phase: 2,
        to_status: 'ACCEPTED',
      });
      expect((await eventsOf(harness, 'order', rejected)).at(-1)).toMatchObject({
        from_phase: 1,
        to_phase: 1,
        to_status: 'REJECTED',
      });
    });

    it('completes a request whose every order was rejected', async () => {
      const { requestId, orderIds } = await createGulfRequest(harness, { quantities: [1], phase: 1 });
      await review(orderIds[0]!, 'REJECTED');
      const response = await move('rig_logistics', requestId);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ current_phase: 2, status: 'COMPLETED' });
    });

    it('refuses the supplier with 403 naming rig logistics, given the version it sees', async () => {
      const { requestId } = await createGulfRequest(harness, { phase: 1 });
      const response = await move('supplier', requestId, { version: await versionOf(requestId) });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/managed by rig-logistic/);
      // Without it, the call may be a second click on the step the supplier made: 409, reload.
      expect((await move('supplier', requestId)).statusCode).toBe(409);
    });

    it('refuses a second move: from phase 2 a request moves on through its orders', async () => {
      const { requestId, orderIds } = await createGulfRequest(harness, { quantities: [1], phase: 1 });
      await review(orderIds[0]!, 'ACCEPTED');
      expect((await move('rig_logistics', requestId)).statusCode).toBe(200);
      const version = await versionOf(requestId);
      for (const role of ['rig_logistics', 'base_coordinator', 'admin'] as const) {
        const again = await move(role, requestId, { version });
        expect(again.statusCode).toBe(400);
        expect(again.json().message).toBe('Requests in phase 2 move on through their orders');
      }
      // Without the version, from those who could have made the step just taken: a repeat, 409.
      for (const role of ['rig_logistics', 'admin'] as const) {
        expect((await move(role, requestId)).statusCode).toBe(409);
      }
      expect((await move('base_coordinator', requestId)).statusCode).toBe(400);
    });
  });

  it('refuses a missing or malformed request_id with 400 naming it', async () => {
    const token = await harness.tokenFor('supplier');
    for (const body of [{}, { request_id: '5' }, { request_id: 0 }]) {
      const response = await harness.post('/api/request/move-next-phase', body, { token });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json())).toEqual(['request_id']);
    }
  });

  it('answers 404 for a request that does not exist', async () => {
    expect((await move('rig_logistics', 9999)).statusCode).toBe(404);
  });

  it('refuses a caller without a token with 401', async () => {
    expect((await harness.post('/api/request/move-next-phase', { request_id: 1 })).statusCode).toBe(401);
  });
});

describeOnEachDatabase('POST /api/request/move-next-phase under concurrent change', (harness) => {
  it.skipIf(harness.kind !== 'postgres')(
    'answers 409 when the request moves on between reading it and writing it',
    async () => {
      const { requestId } = await createGulfRequest(harness);
      const token = await harness.tokenFor('supplier');
      let call: ReturnType<typeof harness.post> | undefined;
      await harness.db.transaction().execute(async (trx) => {
        // Someone else hands the request on and holds its row until the call below has read phase 0.
        await trx
          .updateTable('requests')
          .set({ current_phase: 1, status: 'PENDING' })
          .where('id', '=', requestId)
          .execute();
        call = harness.post('/api/request/move-next-phase', { request_id: requestId }, { token });
        await waitUntilBlockedBy(harness, trx);
      });
      const response = await call!;
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(
        /^This request was changed by .+\. Reload to see it as it is now\.$/,
      );
      expect(await eventsOf(harness, 'request', requestId)).toHaveLength(1);
    },
  );
});
